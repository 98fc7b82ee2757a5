import type { Kysely } from 'kysely';
import { preparedShapes } from '../../db/prepared';
import type { CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { parseJson } from '../../db/values';
import type { AccountRow } from '../../ledger/locks';

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

export const companyAccounts = async (db: Kysely<Database>, companyId: number): Promise<AccountRow[]> =>
  db.selectFrom('bank_accounts').selectAll().where('company_id', '=', companyId).where('owner_kind', '=', 'customer').orderBy('id').execute();

/** Accounts by id, whoever owns them (the other side of a payment may be another company's or the platform's). */
export const accountsByIds = async (db: Kysely<Database>, ids: readonly number[]): Promise<AccountRow[]> =>
  ids.length === 0 ? [] : db.selectFrom('bank_accounts').selectAll().where('id', 'in', ids).execute();

export const companyFeature = (company: Pick<CompanyRow, 'features'>, feature: string): boolean => parseJson<Record<string, unknown>>(company.features, {})[feature] === true;
