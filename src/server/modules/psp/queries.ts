import type { Kysely } from 'kysely';
import { PSP_SEGMENT } from '../../../contract/constants';
import type { Database } from '../../db/schema';
import { offsetOf } from '../../http/paging';
import type { PspAccountType } from './adapter';
import type { PspAccountListRow } from './resource';

/** The company's link to its merchant at the PSP (made at sign-up, kept when an admin detaches the company). */
export const saveLink = async (trx: Kysely<Database>, companyId: number, userId: number, v: { merchant_id: string; website: string | null; token_hint: string; token_issued_at: string; updated_at: string }): Promise<void> => {
  await trx
    .insertInto('psp_links')
    .values({ company_id: companyId, provider: PSP_SEGMENT, signed_up_by: userId, created_at: v.updated_at, ...v })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(v))
    .execute();
};

export const saveTokenHint = async (trx: Kysely<Database>, linkId: number, hint: string, at: string): Promise<void> => {
  await trx.updateTable('psp_links').set({ token_hint: hint, token_issued_at: at, updated_at: at }).where('id', '=', linkId).execute();
};

const accountRows = (db: Kysely<Database>, companyId: number) =>
  db.selectFrom('psp_accounts').innerJoin('bank_accounts', 'bank_accounts.id', 'psp_accounts.bank_account_id').where('psp_accounts.company_id', '=', companyId);

const LIST_COLUMNS = [
  'psp_accounts.id', 'psp_accounts.bank_account_id', 'psp_accounts.account_type', 'psp_accounts.external_id', 'psp_accounts.active', 'psp_accounts.created_at',
  'bank_accounts.name', 'bank_accounts.currency', 'bank_accounts.iban',
] as const;

/** A page of the company's accounts attached to the PSP, and how many there are. */
export const attachedAccountsPage = async (db: Kysely<Database>, companyId: number, p: { page: number; per_page: number }): Promise<{ rows: PspAccountListRow[]; total: number }> => {
  const count = await accountRows(db, companyId).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await accountRows(db, companyId).select(LIST_COLUMNS).orderBy('psp_accounts.id').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
  return { rows, total: Number(count.n) };
};

export const attachedAccount = (db: Kysely<Database>, companyId: number, id: number): Promise<PspAccountListRow> =>
  accountRows(db, companyId).select(LIST_COLUMNS).where('psp_accounts.id', '=', id).executeTakeFirstOrThrow();

export const isAttached = async (db: Kysely<Database>, companyId: number, bankAccountId: number, accountType: PspAccountType): Promise<boolean> =>
  (await db.selectFrom('psp_accounts').select('id').where('company_id', '=', companyId).where('bank_account_id', '=', bankAccountId).where('account_type', '=', accountType).executeTakeFirst()) !== undefined;

/** Records the attachment; undefined when the same account and type were attached meanwhile. */
export const insertAttachment = async (trx: Kysely<Database>, v: { companyId: number; bankAccountId: number; accountType: PspAccountType; externalId: string; active: boolean; at: string }) =>
  trx
    .insertInto('psp_accounts')
    .values({ company_id: v.companyId, bank_account_id: v.bankAccountId, account_type: v.accountType, external_id: v.externalId, active: v.active ? 1 : 0, created_at: v.at, updated_at: v.at })
    .onConflict((oc) => oc.columns(['company_id', 'bank_account_id', 'account_type']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** The company's first active funding account in the currency (where a PSP payment is paid from), or undefined. */
export const fundingAccountIn = async (db: Kysely<Database>, companyId: number, currency: string): Promise<number | undefined> =>
  (
    await db
      .selectFrom('psp_accounts')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'psp_accounts.bank_account_id')
      .select('bank_accounts.id')
      .where('psp_accounts.company_id', '=', companyId)
      .where('psp_accounts.account_type', '=', 'funding')
      .where('psp_accounts.active', '=', 1)
      .where('bank_accounts.currency', '=', currency)
      .orderBy('psp_accounts.id')
      .executeTakeFirst()
  )?.id;
