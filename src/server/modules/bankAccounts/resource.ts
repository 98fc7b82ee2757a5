import type { Kysely } from 'kysely';
import { preparedShapes } from '../../db/prepared';
import type { BankAccount, BankAccountRef, PspPortalAccount } from '../../../contract/entities';
import type { BankAccountPaymentService, Currency, TransmissionProtocol } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { bool, minor } from '../../db/values';
import { currencyUnit } from '../../ledger/currencies';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { disabledProtocols } from '../../ledger/transferMap';

/**
 * A bank account as the portal reads it (document 1 section 3 "Bank account"). `psp` is its registration
 * with the PSP (bankAccountResources loads it).
 */
export const bankAccountResource = (a: AccountRow, psp: PspPortalAccount[] = []): BankAccount => ({
  id: a.id,
  company_id: a.company_id ?? 0,
  name: a.name,
  currency: a.currency as Currency,
  currency_unit: currencyUnit(a),
  iban: a.iban,
  account_number: a.account_number,
  bank_swift: a.bic,
  payment_service: a.payment_service as BankAccountPaymentService | null,
  balance: formatMinor(minor(a.balance), a.sub_unit),
  available_balance: formatMinor(minor(a.balance) - minor(a.reserved), a.sub_unit),
  transmission_protocols_disabled: disabledProtocols(a) as TransmissionProtocol[],
  selected: bool(a.selected),
  temporary_ibans: [],
  portal_service_active: bool(a.portal_service_active),
  psp_portal_accounts: psp,
  created_at: a.created_at,
});

export const bankAccountRef = (a: Pick<AccountRow, 'id' | 'name' | 'currency' | 'iban'>): BankAccountRef => ({ id: a.id, name: a.name, currency: a.currency as Currency, iban: a.iban });

const pspRegistrations = preparedShapes(['ids'], (db, p: { ids: readonly number[] }) =>
  db.selectFrom('psp_accounts').select(['bank_account_id', 'account_type', 'active']).where('bank_account_id', 'in', p.ids).orderBy('id'),
);

/**
 * The accounts with their PSP registrations (document 1: psp_portal_accounts, account_type and
 * account_fields.active), in one query: Kontor's record of what the PSP answered when each account was
 * attached (docs/psp.md), so it reads the same on every instance and while the PSP is down.
 */
export const bankAccountResources = async (db: Kysely<Database>, rows: readonly AccountRow[]): Promise<BankAccount[]> => {
  const ids = rows.map((a) => a.id);
  const attached = ids.length
    ? await pspRegistrations(db, { ids })
    : [];
  const byAccount = new Map<number, PspPortalAccount[]>();
  for (const r of attached) byAccount.set(r.bank_account_id, [...(byAccount.get(r.bank_account_id) ?? []), { account_type: r.account_type, account_fields: { active: r.active === 1 } }]);
  return rows.map((a) => bankAccountResource(a, byAccount.get(a.id) ?? []));
};

export const oneBankAccountResource = async (db: Kysely<Database>, a: AccountRow): Promise<BankAccount> => {
  const [resource] = await bankAccountResources(db, [a]);
  if (!resource) throw new Error(`No resource for account ${a.id}`);
  return resource;
};
