import { sql } from 'kysely';
import type { CompanyRef } from '../../../contract/entities';
import type { AppContext, AuthState, CompanyRow } from '../../context';
import { containsText } from '../../db/like';
import { forbidden, notFound } from '../../domain/errors';
import { companyFeature } from '../bankAccounts/queries';
import { requireCompany } from '../company/access';

/**
 * The two kinds of child companies an owner company reads (document 1 section 2.3, document 2
 * section 7): affiliates (sub-accounts, affiliation feature) and white-labeled companies (white-label
 * feature). Each is a company whose owner column names the caller's company.
 */
export type ChildKind = 'affiliates' | 'whiteLabeled';

type KindRule = {
  column: 'affiliate_owner_company_id' | 'white_label_owner_company_id';
  enabled: (company: CompanyRow) => boolean;
  refusal: string;
};

export const CHILD_KINDS: Readonly<Record<ChildKind, KindRule>> = {
  affiliates: {
    column: 'affiliate_owner_company_id',
    enabled: (c) => companyFeature(c, 'affiliation'),
    refusal: 'The affiliation feature is not enabled for your company.',
  },
  whiteLabeled: {
    column: 'white_label_owner_company_id',
    enabled: (c) => c.white_label_enabled === 1,
    refusal: 'The white-label feature is not enabled for your company.',
  },
};

export const CHILD_NOT_FOUND = 'Company not found.';

/** The caller's company when it has the feature of this kind; 403 otherwise. */
export const ownerCompany = (auth: AuthState, kind: ChildKind): CompanyRow => {
  const company = requireCompany(auth);
  const rule = CHILD_KINDS[kind];
  if (!rule.enabled(company)) throw forbidden(rule.refusal);
  return company;
};

/** Ids of every child company of the owner (the scope of the transaction lists). */
export const childIdsOf = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind): Promise<number[]> => {
  const rows = await ctx.db.selectFrom('companies').select('id').where(CHILD_KINDS[kind].column, '=', owner.id).orderBy('id').execute();
  return rows.map((r) => r.id);
};

/** One child company of the owner; another company's id (child of someone else, or none) is 404. */
export const ownChild = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind, id: number): Promise<CompanyRow> => {
  const row = await ctx.db.selectFrom('companies').selectAll().where('id', '=', id).where(CHILD_KINDS[kind].column, '=', owner.id).executeTakeFirst();
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return row;
};

/** The names of these companies (children read by their owner), by id. */
export const childRefs = async (ctx: AppContext, ids: readonly number[]): Promise<Map<number, CompanyRef>> => {
  const names = ids.length > 0 ? await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map<number, CompanyRef>(names.map((c) => [c.id, c]));
};

export type ChildListQuery = { page: number; per_page: number; search?: string | undefined; sort?: 'name' | 'id' | 'created_at' | undefined; order?: 'asc' | 'desc' | undefined };

const filtered = (ctx: AppContext, owner: CompanyRow, kind: ChildKind, q: ChildListQuery) => {
  let query = ctx.db.selectFrom('companies').where(CHILD_KINDS[kind].column, '=', owner.id);
  const term = q.search?.trim();
  if (term) query = query.where((eb) => eb.or([containsText(sql.ref('name'), term), ...(/^\d{1,9}$/.test(term) ? [eb('id', '=', Number(term))] : [])]));
  return query;
};

export const countChildren = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind, q: ChildListQuery): Promise<number> => {
  const row = await filtered(ctx, owner, kind, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** One page of children, by name unless another sort is asked for (ties by id, so pages never overlap). */
export const pageOfChildren = (ctx: AppContext, owner: CompanyRow, kind: ChildKind, q: ChildListQuery): Promise<CompanyRow[]> => {
  const column = q.sort ?? 'name';
  const order = q.order ?? 'asc';
  return filtered(ctx, owner, kind, q)
    .selectAll()
    .orderBy(column, order)
    .orderBy('id', order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
};
