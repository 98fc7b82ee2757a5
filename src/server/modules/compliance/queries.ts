import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ComplianceCounts } from '../../../contract/entities';
import { COMPLIANCE_STATUSES, type ComplianceCategory, type ComplianceStatus } from '../../../contract/enums';
import type { Database } from '../../db/schema';

type TrackingQuery = SelectQueryBuilder<Database, 'compliance_trackings', object>;

export type TrackingFilters = {
  from_date?: string;
  to_date?: string;
  category?: ComplianceCategory;
  status?: ComplianceStatus;
  search?: string;
};

const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * Date filters take whole days in UTC on created_at (to_date included); the search is a tracking
 * id or a subject id (the list shows both as numbers).
 */
export const applyFilters = (q: TrackingQuery, f: TrackingFilters, withStatus = true): TrackingQuery => {
  let out = q;
  if (f.from_date) out = out.where('compliance_trackings.created_at', '>=', `${f.from_date}T00:00:00.000Z`);
  if (f.to_date) out = out.where('compliance_trackings.created_at', '<', nextDay(f.to_date));
  if (f.category) out = out.where('compliance_trackings.category', '=', f.category);
  if (withStatus && f.status) out = out.where('compliance_trackings.status', '=', f.status);
  const search = f.search?.replace(/^#/, '').trim();
  if (search) {
    const id = /^\d{1,12}$/.test(search) ? Number(search) : -1;
    out = out.where((eb) => eb.or([eb('compliance_trackings.id', '=', id), eb('compliance_trackings.subject_id', '=', id)]));
  }
  return out;
};

/** Counts per status and in total of the trackings a query selects. */
export const countByStatus = async (q: TrackingQuery): Promise<ComplianceCounts> => {
  const rows = await q.select(['compliance_trackings.status', (eb) => eb.fn.countAll().as('n')]).groupBy('compliance_trackings.status').execute();
  const counts: ComplianceCounts = { total: 0 };
  for (const s of COMPLIANCE_STATUSES) counts[s] = 0;
  for (const r of rows) {
    const n = Number(r.n);
    counts.total += n;
    if ((COMPLIANCE_STATUSES as readonly string[]).includes(r.status)) counts[r.status as ComplianceStatus] = n;
  }
  return counts;
};

export const companyTrackings = (db: Kysely<Database>, companyId: number): TrackingQuery =>
  db.selectFrom('compliance_trackings').where('compliance_trackings.company_id', '=', companyId);
