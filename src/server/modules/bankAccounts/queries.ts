import { type Kysely, sql } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import type { CurrencyKind } from '../../../contract/enums';
import type { CompanyRow } from '../../context';
import { likePattern } from '../../db/like';
import { preparedShapes } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { parseJson } from '../../db/values';
import { noteAccountsUpdated } from '../../ledger/accountChanges';
import type { AccountRow } from '../../ledger/locks';
import { offsetOf } from '../../http/paging';

type Page = { page: number; per_page: number };

/** A customer account of the company, or undefined (unknown and foreign ids look the same). */
export const ownAccount = async (db: Kysely<Database>, companyId: number, id: number): Promise<AccountRow | undefined> =>
  db.selectFrom('bank_accounts').selectAll().where('id', '=', id).where('company_id', '=', companyId).where('owner_kind', '=', 'customer').executeTakeFirst();

const ownAccountsIn = preparedShapes(['ids', 'companyId'], (db, p: { ids: readonly number[]; companyId: number }) =>
  db.selectFrom('bank_accounts').selectAll().where('id', 'in', p.ids).where('company_id', '=', p.companyId).where('owner_kind', '=', 'customer'),
);

/** The company's customer accounts among `ids`, by id (unknown ids and other companies' accounts are absent). */
export const ownAccounts = async (db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<Map<number, AccountRow>> => {
  const rows = await ownAccountsIn(db, { ids: [...new Set(ids)], companyId });
  return new Map(rows.map((r) => [r.id, r]));
};

/** Any account by id (customer or platform), or undefined. */
export const accountById = async (db: Kysely<Database>, id: number): Promise<AccountRow | undefined> => db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();

/** A customer account of any company by id (what an administrator may credit), or undefined. */
export const customerAccount = async (db: Kysely<Database>, id: number): Promise<AccountRow | undefined> =>
  db.selectFrom('bank_accounts').selectAll().where('id', '=', id).where('owner_kind', '=', 'customer').executeTakeFirst();

/** The company's customer account in a currency: its default (selected) one first, else the oldest. */
export const companyAccountIn = async (db: Kysely<Database>, companyId: number, currency: string): Promise<AccountRow | undefined> =>
  db.selectFrom('bank_accounts').selectAll().where('company_id', '=', companyId).where('owner_kind', '=', 'customer').where('currency', '=', currency).orderBy('selected', 'desc').orderBy('id').executeTakeFirst();

/** The company's default account: its selected one, else its first. */
export const defaultAccountOf = async (db: Kysely<Database>, companyId: number): Promise<AccountRow | undefined> =>
  db.selectFrom('bank_accounts').selectAll().where('company_id', '=', companyId).where('owner_kind', '=', 'customer').orderBy('selected', 'desc').orderBy('id').limit(1).executeTakeFirst();

/** What a reference to each account names (id, name, currency, IBAN) and its sub-unit, for lists that show the account of each row. */
export const accountBriefs = async (db: Kysely<Database>, ids: readonly number[]) =>
  ids.length ? db.selectFrom('bank_accounts').select(['id', 'name', 'currency', 'iban', 'sub_unit']).where('id', 'in', ids).execute() : [];

export const companyAccounts = async (db: Kysely<Database>, companyId: number): Promise<AccountRow[]> =>
  db.selectFrom('bank_accounts').selectAll().where('company_id', '=', companyId).where('owner_kind', '=', 'customer').orderBy('id').execute();

/** Accounts by id, whoever owns them (the other side of a payment may be another company's or the platform's). */
export const accountsByIds = async (db: Kysely<Database>, ids: readonly number[]): Promise<AccountRow[]> =>
  ids.length === 0 ? [] : db.selectFrom('bank_accounts').selectAll().where('id', 'in', ids).execute();

export const companyFeature = (company: Pick<CompanyRow, 'features'>, feature: string): boolean => parseJson<Record<string, unknown>>(company.features, {})[feature] === true;

/** A page of the company's customer accounts (of one currency kind when given), its default ones first, and how many there are. */
export const companyAccountsPage = async (db: Kysely<Database>, companyId: number, kind: CurrencyKind | undefined, p: Page): Promise<{ rows: AccountRow[]; total: number }> => {
  let q = db.selectFrom('bank_accounts').where('company_id', '=', companyId).where('owner_kind', '=', 'customer');
  if (kind) q = q.where('currency_type', '=', kind);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll().orderBy('selected', 'desc').orderBy('id').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
  return { rows, total };
};

/** How many accounts the company holds. */
export const countCompanyAccounts = async (db: Kysely<Database>, companyId: number): Promise<number> =>
  Number((await db.selectFrom('bank_accounts').select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', companyId).executeTakeFirst())?.n ?? 0);

/** Makes the account its company's default of its currency kind (one per kind), in the caller's transaction; notes the accounts that changed. */
export const makeDefault = async (trx: Kysely<Database>, a: Pick<AccountRow, 'id' | 'company_id' | 'currency_type' | 'selected'>, at: string): Promise<void> => {
  const unselected = await trx.updateTable('bank_accounts').set({ selected: 0, updated_at: at }).where('company_id', '=', a.company_id).where('currency_type', '=', a.currency_type).where('selected', '=', 1).where('id', '<>', a.id).returning('id').execute();
  noteAccountsUpdated(trx, unselected.map((r) => r.id));
  if (a.selected !== 1) {
    await trx.updateTable('bank_accounts').set({ selected: 1, updated_at: at }).where('id', '=', a.id).execute();
    noteAccountsUpdated(trx, [a.id]);
  }
};

/** A page of every company's customer accounts (administrators), by companies, currency and a search of name, IBAN or number. */
export const allAccountsPage = async (db: Kysely<Database>, query: CallOutput<'admin.bankAccounts.list', 'query'>): Promise<{ rows: AccountRow[]; total: number }> => {
  let q = db.selectFrom('bank_accounts').where('owner_kind', '=', 'customer');
  const companies = query.company_id ?? query.cid;
  if (companies?.length) q = q.where('company_id', 'in', companies);
  if (query.currency) q = q.where('currency', '=', query.currency);
  if (query.search) {
    const p = likePattern(query.search);
    q = q.where((eb) => eb.or((['name', 'iban', 'account_number'] as const).map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${p} escape '!'`))));
  }
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll().orderBy('id').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { rows, total };
};
