import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { KONTOR_BANK } from '../db/seed/accounts';
import { makeIban } from '../db/seed/iban';
import { nowIso } from '../db/values';
import crypto from 'node:crypto';
import { currencyInfo } from './currencies';
import { ensurePlatformAccounts } from './platformAccounts';
import { readSettings } from './settings';

/** Account identifiers of a newly opened account (fictional bank codes, valid check digits). */
export type AccountNumbers = { iban: string | null; account_number: string | null; sort_code: string | null; bic: string | null };

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const randomChars = (alphabet: string, n: number): string => {
  let out = '';
  for (const b of crypto.randomBytes(n)) out += alphabet[b % alphabet.length];
  return out;
};

/** A receiving address of the right shape for the currency's network (not a real wallet). */
const cryptoAddress = (currency: string): string => {
  if (currency === 'BTC') return `bc1q${randomChars(BECH32, 38)}`;
  if (currency === 'TRX') return `T${randomChars(BASE58, 33)}`;
  return `0x${crypto.randomBytes(20).toString('hex')}`;
};

export const accountNumbers = (id: number, currency: string, currencyType: string): AccountNumbers => {
  if (currencyType === 'crypto') return { iban: null, account_number: cryptoAddress(currency), sort_code: null, bic: null };
  if (currency === 'EUR') return { iban: makeIban('DE', `${KONTOR_BANK.blz}${String(5_000_000_000 + id)}`), account_number: null, sort_code: null, bic: KONTOR_BANK.bic };
  if (currency === 'GBP') {
    const accountNo = String(60_000_000 + id);
    return { iban: makeIban('GB', `${KONTOR_BANK.gbBank}${KONTOR_BANK.gbSortCode}${accountNo}`), account_number: accountNo, sort_code: KONTOR_BANK.gbSortCode, bic: KONTOR_BANK.bic };
  }
  return { iban: null, account_number: `84${String(id).padStart(10, '0')}`, sort_code: null, bic: KONTOR_BANK.bic };
};

/**
 * Opens a customer account in a currency (zero balance, its own IBAN or address) and the platform
 * accounts of the currency when missing. The first account of a currency kind becomes the default.
 */
export const openAccount = async (db: Kysely<Database>, o: { companyId: number; companyName: string; currency: string; name?: string | undefined; at?: Date }): Promise<number> => {
  const info = currencyInfo(o.currency);
  const now = o.at ?? new Date();
  const at = nowIso(now);
  await ensurePlatformAccounts(db, o.currency, now);
  return db.transaction().execute(async (trx) => {
    const hasDefault = await trx.selectFrom('bank_accounts').select('id').where('company_id', '=', o.companyId).where('currency_type', '=', info.type).where('selected', '=', 1).executeTakeFirst();
    const row = await trx
      .insertInto('bank_accounts')
      .values({
        company_id: o.companyId, owner_kind: 'customer', platform_role: null, currency: o.currency, currency_type: info.type, sub_unit: info.subUnit,
        name: o.name ?? `${o.companyName} ${o.currency} Account`, iban: null, account_number: null, sort_code: null, bic: null,
        payment_service: null, selected: hasDefault ? 0 : 1, disabled_protocols: '[]', portal_service_active: 0, balance: '0', reserved: '0', created_at: at, updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('bank_accounts').set(accountNumbers(row.id, o.currency, info.type)).where('id', '=', row.id).execute();
    return row.id;
  });
};

/**
 * The accounts a new company starts with (settings company_initial_fiat_accounts and
 * company_initial_crypto_accounts; crypto ones only with the crypto feature). Currencies the company
 * already holds are skipped, so calling it twice opens nothing new. For the onboarding flow.
 */
export const openInitialAccounts = async (db: Kysely<Database>, company: { id: number; name: string; crypto: boolean }, at?: Date): Promise<number[]> => {
  const settings = await readSettings(db);
  const wanted = [...settings.company_initial_fiat_accounts, ...(company.crypto ? settings.company_initial_crypto_accounts : [])];
  const held = new Set((await db.selectFrom('bank_accounts').select('currency').where('company_id', '=', company.id).execute()).map((r) => r.currency));
  const opened: number[] = [];
  for (const currency of wanted) {
    if (held.has(currency)) continue;
    try {
      currencyInfo(currency);
    } catch {
      continue;
    }
    opened.push(await openAccount(db, { companyId: company.id, companyName: company.name, currency, ...(at ? { at } : {}) }));
    held.add(currency);
  }
  return opened;
};
