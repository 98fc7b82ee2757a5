import { type Insertable, type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { adminUserCalls } from '../../../contract/calls/adminUsers';
import type { CompanyRef } from '../../../contract/entities';
import type { AppContext, CompanyRow } from '../../context';
import type { CompaniesTable, Database } from '../../db/schema';
import { num } from '../../db/values';
import { notFound } from '../../domain/errors';

export type CompanyListQuery = z.output<(typeof adminUserCalls)['admin.companies.list']['query']>;

/** Sort columns the list accepts; anything else falls back to the newest first. */
const SORTS = {
  id: 'id',
  name: 'name',
  enabled: 'enabled',
  legal_type: 'legal_type',
  payment_service_status: 'payment_service_status',
  country: 'country',
  created_at: 'created_at',
} as const;

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

const filtered = (ctx: AppContext, q: CompanyListQuery) => {
  let query = ctx.db.selectFrom('companies');
  const term = q.search?.trim();
  if (term) {
    // The name (any part, case-insensitive), the exact CRM id, or the id itself.
    const byName = sql<SqlBool>`lower(name) like ${likePattern(term)} escape '!'`;
    query = query.where((eb) => eb.or([byName, eb('zoho_id', '=', term), ...(/^\d{1,9}$/.test(term) ? [eb('id', '=', Number(term))] : [])]));
  }
  if (q.enabled !== undefined) query = query.where('enabled', '=', q.enabled ? 1 : 0);
  if (q.legal_type) query = query.where('legal_type', '=', q.legal_type);
  // company_types is a JSON array of enum values: the quoted value matches one element exactly.
  if (q.company_type) {
    const quoted = `%"${q.company_type.replace(/[!%_]/g, (c) => `!${c}`)}"%`;
    query = query.where(sql<SqlBool>`company_types like ${quoted} escape '!'`);
  }
  if (q.payment_service_status) query = query.where('payment_service_status', '=', q.payment_service_status);
  return query;
};

export const countCompanies = async (ctx: AppContext, q: CompanyListQuery): Promise<number> => {
  const row = await filtered(ctx, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const pageOfCompanies = (ctx: AppContext, q: CompanyListQuery) => {
  const key = q.sort && Object.hasOwn(SORTS, q.sort) ? (q.sort as keyof typeof SORTS) : 'created_at';
  const column = SORTS[key];
  const order = q.order ?? (q.sort ? 'asc' : 'desc');
  return filtered(ctx, q)
    .selectAll()
    .orderBy(column, order)
    .orderBy('id', order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
};

/*
 * The companies table: every other module reads and writes a company through these (modules/companies owns it).
 */

export const COMPANY_NOT_FOUND = 'Company not found.';

export const companyById = (db: Kysely<Database>, id: number): Promise<CompanyRow | undefined> => db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();

/** The company, or 404. */
export const findCompany = async (ctx: AppContext, id: number): Promise<CompanyRow> => {
  const row = await companyById(ctx.db, id);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
};

/** The company with this CRM id, or 404. */
export const findCompanyByZohoId = async (ctx: AppContext, zohoId: string): Promise<CompanyRow> => {
  const row = await ctx.db.selectFrom('companies').selectAll().where('zoho_id', '=', zohoId).executeTakeFirst();
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
};

/** Whether a company other than `exceptId` has this CRM id. */
export const zohoIdTaken = async (db: Kysely<Database>, zohoId: string, exceptId: number): Promise<boolean> =>
  (await db.selectFrom('companies').select('id').where('zoho_id', '=', zohoId).where('id', '!=', exceptId).executeTakeFirst()) !== undefined;

/** Changes the given fields of one company. */
export const updateCompany = async (db: Kysely<Database>, id: number, values: Updateable<CompaniesTable>): Promise<void> => {
  await db.updateTable('companies').set(values).where('id', '=', id).execute();
};

/** The company of a user, or null for a user without one. */
export const companyOf = async (db: Kysely<Database>, companyId: number | null): Promise<CompanyRow | null> => (companyId === null ? null : ((await companyById(db, companyId)) ?? null));

/** Id and name of a company (null id or unknown company: null). */
export const companyRef = async (db: Kysely<Database>, id: number | null): Promise<CompanyRef | null> =>
  id === null ? null : ((await db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null);

/** Id and name of each of these companies that exists, by id. */
export const companyRefs = async (db: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, CompanyRef>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', wanted).execute() : [];
  return new Map(rows.map((c) => [c.id, c]));
};

/** How many companies a company is the affiliate owner of. */
export const countAffiliates = async (db: Kysely<Database>, companyId: number): Promise<number> =>
  num((await db.selectFrom('companies').select((eb) => eb.fn.countAll().as('count')).where('affiliate_owner_company_id', '=', companyId).executeTakeFirst())?.count);

/** The enabled company whose affiliate links carry this code. */
export const affiliateOwnerByCode = (db: Kysely<Database>, code: string): Promise<CompanyRef | undefined> =>
  db.selectFrom('companies').select(['id', 'name']).where('affiliation_code', '=', code).where('enabled', '=', 1).executeTakeFirst();

export const insertCompany = (db: Kysely<Database>, values: Insertable<CompaniesTable>) => db.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow();
