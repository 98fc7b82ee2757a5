import type { Insertable } from 'kysely';
import type { BankAccountsTable } from '../schemaDomain';
import type { IdAllocator } from './batch';
import type { CompanyIds } from './companies';
import { COMPANY, type CompanyKey, CURRENCIES, CURRENCY_CODES, type CurrencyCode, PLATFORM_ROLES, type PlatformRole } from './constants';
import { digits, makeIban } from './iban';
import type { Rng } from './prng';

/** The bank behind the customer accounts (fictional codes, valid check digits). */
export const KONTOR_BANK = { bic: 'KTORDEB1XXX', gbBic: 'KTORGB2LXXX', blz: '10020030', gbBank: 'KTOR', gbSortCode: '040075' } as const;

export type AccountInfo = {
  id: number;
  company: CompanyKey | null;
  companyId: number | null;
  kind: 'customer' | 'platform';
  role: PlatformRole | null;
  currency: CurrencyCode;
  name: string;
  paymentService: string | null;
};

type CustomerSpec = { company: CompanyKey; currency: CurrencyCode; selected?: boolean; paymentService?: 'free_market' | 'bcb'; portal?: boolean };

const CUSTOMER_ACCOUNTS: readonly CustomerSpec[] = [
  { company: 'acme', currency: 'EUR', selected: true, paymentService: 'free_market', portal: true },
  { company: 'acme', currency: 'USD' },
  { company: 'acme', currency: 'GBP' },
  { company: 'acme', currency: 'BTC' },
  { company: 'acme', currency: 'ETH' },
  { company: 'acme', currency: 'USDT' },
  { company: 'acme', currency: 'TRX' },
  { company: 'nordlicht', currency: 'EUR', selected: true, paymentService: 'bcb' },
  { company: 'nordlicht', currency: 'USD' },
  { company: 'brightwave', currency: 'GBP', selected: true },
  { company: 'brightwave', currency: 'EUR' },
  { company: 'jane', currency: 'EUR', selected: true },
  { company: 'jane', currency: 'BTC' },
  { company: 'pending', currency: 'EUR', selected: true },
];

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const chars = (rng: Rng, alphabet: string, n: number): string => Array.from({ length: n }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/** A well-formed (not real) receiving address for the currency's network. */
export const cryptoAddress = (rng: Rng, currency: CurrencyCode): string => {
  const network = CURRENCIES[currency].network;
  if (network === 'bitcoin') return `bc1q${chars(rng, BECH32, 38)}`;
  if (network === 'tron') return `T${chars(rng, BASE58, 33)}`;
  return `0x${chars(rng, HEX, 40)}`;
};

const CURRENCY_LABEL: Record<CurrencyCode, string> = {
  EUR: 'EUR Business Account', USD: 'USD Account', GBP: 'GBP Account',
  BTC: 'Bitcoin Wallet', ETH: 'Ether Wallet', USDT: 'Tether Wallet', TRX: 'Tron Wallet',
};

export const buildAccounts = (ids: IdAllocator, companyIds: CompanyIds, rng: Rng, createdAt: string): { rows: Insertable<BankAccountsTable>[]; accounts: AccountInfo[] } => {
  const rows: Insertable<BankAccountsTable>[] = [];
  const accounts: AccountInfo[] = [];
  const common = { balance: 0n, reserved: 0n, disabled_protocols: '[]', created_at: createdAt, updated_at: createdAt };

  for (const currency of CURRENCY_CODES) {
    for (const role of PLATFORM_ROLES) {
      const id = ids.next('bank_accounts');
      const name = `Platform ${role} ${currency}`;
      rows.push({ ...common, id, company_id: null, owner_kind: 'platform', platform_role: role, currency, currency_type: CURRENCIES[currency].type, sub_unit: CURRENCIES[currency].subUnit, name, selected: 0, portal_service_active: 0 });
      accounts.push({ id, company: null, companyId: null, kind: 'platform', role, currency, name, paymentService: null });
    }
  }

  let serial = 0;
  for (const spec of CUSTOMER_ACCOUNTS) {
    serial += 1;
    const id = ids.next('bank_accounts');
    const info = CURRENCIES[spec.currency];
    const holder = COMPANY[spec.company];
    const label = spec.company === 'jane' ? CURRENCY_LABEL[spec.currency].replace('Business ', '') : CURRENCY_LABEL[spec.currency];
    const name = `${holder} ${label}`;
    const accountNo = `${digits(7_300_000 + serial * 7919, 8)}`;
    let iban: string | null = null;
    let accountNumber: string | null = null;
    let sortCode: string | null = null;
    if (spec.currency === 'EUR') iban = makeIban('DE', `${KONTOR_BANK.blz}${digits(4_100_000_000 + serial * 104_729, 10)}`);
    else if (spec.currency === 'GBP') {
      sortCode = KONTOR_BANK.gbSortCode;
      accountNumber = accountNo;
      iban = makeIban('GB', `${KONTOR_BANK.gbBank}${sortCode}${accountNo}`);
    } else if (spec.currency === 'USD') accountNumber = `84${digits(serial * 3_571_113, 10)}`;
    else accountNumber = cryptoAddress(rng, spec.currency);
    rows.push({
      ...common,
      id,
      company_id: companyIds[spec.company],
      owner_kind: 'customer',
      platform_role: null,
      currency: spec.currency,
      currency_type: info.type,
      sub_unit: info.subUnit,
      name,
      iban,
      account_number: accountNumber,
      sort_code: sortCode,
      bic: info.type !== 'fiat' ? null : iban?.startsWith('GB') ? KONTOR_BANK.gbBic : KONTOR_BANK.bic,
      payment_service: spec.paymentService ?? null,
      selected: spec.selected ? 1 : 0,
      portal_service_active: spec.portal ? 1 : 0,
    });
    accounts.push({ id, company: spec.company, companyId: companyIds[spec.company], kind: 'customer', role: null, currency: spec.currency, name, paymentService: spec.paymentService ?? null });
  }
  return { rows, accounts };
};
