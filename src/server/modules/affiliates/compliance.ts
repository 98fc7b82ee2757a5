import type { ChildComplianceTrackingPage } from '../../../contract/entities';
import type { ComplianceCategory, ComplianceStatus } from '../../../contract/enums';
import type { AppContext, CompanyRow } from '../../context';
import { notFound } from '../../domain/errors';
import { applyFilters, countByStatus } from '../compliance/queries';
import { trackingResources } from '../compliance/resource';
import { offsetOf } from '../../http/paging';
import { CHILD_NOT_FOUND, type ChildKind, childIdsOf, childRefs } from './children';

export type ChildComplianceQuery = {
  page: number;
  per_page: number;
  from_date?: string | undefined;
  to_date?: string | undefined;
  category?: ComplianceCategory | undefined;
  status?: ComplianceStatus | undefined;
  search?: string | undefined;
  company_id?: number[] | undefined;
};

/** Without undefined members: the compliance filters are optional, not "present but undefined". */
const filtersOf = (q: ChildComplianceQuery) => ({
  ...(q.from_date ? { from_date: q.from_date } : {}),
  ...(q.to_date ? { to_date: q.to_date } : {}),
  ...(q.category ? { category: q.category } : {}),
  ...(q.status ? { status: q.status } : {}),
  ...(q.search ? { search: q.search } : {}),
});

/**
 * The compliance trackings of the children, newest first, with the filters of the company's own list
 * and the counts per status; company_id narrows to some children (any other id is 404).
 */
export const childCompliance = async (ctx: AppContext, owner: CompanyRow, kind: ChildKind, q: ChildComplianceQuery): Promise<Omit<ChildComplianceTrackingPage, 'meta'> & { total: number }> => {
  const children = await childIdsOf(ctx, owner, kind);
  const known = new Set(children);
  if (q.company_id?.some((id) => !known.has(id))) throw notFound(CHILD_NOT_FOUND);
  const scope = q.company_id?.length ? q.company_id : children;
  const base = ctx.db.selectFrom('compliance_trackings').where('compliance_trackings.company_id', 'in', scope.length > 0 ? scope : [-1]);
  const filters = filtersOf(q);
  const filtered = applyFilters(base, filters);
  const count = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.per_page).offset(offsetOf(q.page, q.per_page)).execute();
  const companyIds = [...new Set(rows.map((r) => r.company_id).filter((id): id is number => id !== null))];
  const byId = await childRefs(ctx, companyIds);
  const data = await trackingResources(ctx.db, rows);
  return {
    data: data.map((t) => ({ ...t, company: t.company_id === null ? null : (byId.get(t.company_id) ?? null) })),
    total: Number(count?.n ?? 0),
    counts: await countByStatus(applyFilters(base, filters, false)),
  };
};
