import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { adminUserCalls } from '../../../contract/calls/adminUsers';
import type { AppContext } from '../../context';

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
