import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ComplianceCounts } from '../../../contract/entities';
import { COMPLIANCE_STATUSES, type ComplianceCategory, type ComplianceStatus, type ComplianceSubjectType } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import type { KycFileRow, TrackingRow } from './resource';

export type TrackingQuery = SelectQueryBuilder<Database, 'compliance_trackings', object>;

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

/** How many trackings a query selects, and one page of them, newest first. */
export const countTrackings = async (q: TrackingQuery): Promise<number> => Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);

export const newestTrackings = (q: TrackingQuery, page?: { page: number; per_page: number }): Promise<TrackingRow[]> => {
  const ordered = q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return (page ? ordered.limit(page.per_page).offset((page.page - 1) * page.per_page) : ordered).execute();
};

/** The trackings of one subject (company, user, transaction or lead) of the company. */
export const subjectTrackings = (db: Kysely<Database>, companyId: number, type: ComplianceSubjectType, id: number): TrackingQuery =>
  companyTrackings(db, companyId).where('subject_type', '=', type).where('subject_id', '=', id);

export const trackingById = (db: Kysely<Database>, id: number): Promise<TrackingRow | undefined> => db.selectFrom('compliance_trackings').selectAll().where('id', '=', id).executeTakeFirst();

/** A tracking that must exist (a row that references it names it): a missing one is a server error. */
export const existingTracking = (db: Kysely<Database>, id: number): Promise<TrackingRow> => db.selectFrom('compliance_trackings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A tracking of the company, or undefined (another company's looks the same). */
export const companyTracking = (db: Kysely<Database>, companyId: number, id: number): Promise<TrackingRow | undefined> =>
  db.selectFrom('compliance_trackings').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();

/** Whether the company tracks this lead (a lead has no table of its own here). */
export const tracksLead = async (db: Kysely<Database>, companyId: number, id: number): Promise<boolean> =>
  (await subjectTrackings(db, companyId, 'lead', id).select('id').executeTakeFirst()) !== undefined;

/** The requested file of a tracking with this key. */
export const trackingFile = (db: Kysely<Database>, trackingId: number, key: string): Promise<KycFileRow | undefined> =>
  db.selectFrom('kyc_files').selectAll().where('compliance_tracking_id', '=', trackingId).where('document_type', '=', key).executeTakeFirst();

/** Every requested file of a tracking, in the order they were asked for. */
export const trackingFiles = (db: Kysely<Database>, trackingId: number): Promise<KycFileRow[]> =>
  db.selectFrom('kyc_files').selectAll().where('compliance_tracking_id', '=', trackingId).orderBy('id').execute();

/** A stored KYC file with the category of its tracking (for the KYC file archives). */
export type UploadedKycFile = Pick<KycFileRow, 'company_id' | 'compliance_tracking_id' | 'document_type' | 'file_name' | 'file_path' | 'signature_path' | 'status' | 'uploaded_at' | 'signed_at'> & {
  company_id: number;
  category: string;
};

/** The uploaded files of a company (or every company) uploaded within the dates (whole UTC days, both included), by company, tracking and file. */
export const uploadedKycFiles = async (db: Kysely<Database>, f: { companyId: number | null; from: string | null; to: string | null }): Promise<UploadedKycFile[]> => {
  let q = db
    .selectFrom('kyc_files')
    .innerJoin('compliance_trackings', 'compliance_trackings.id', 'kyc_files.compliance_tracking_id')
    .select([
      'kyc_files.company_id', 'kyc_files.compliance_tracking_id', 'compliance_trackings.category', 'kyc_files.document_type',
      'kyc_files.file_name', 'kyc_files.file_path', 'kyc_files.signature_path', 'kyc_files.status', 'kyc_files.uploaded_at', 'kyc_files.signed_at',
    ])
    .where('kyc_files.file_path', '!=', '')
    .where('kyc_files.uploaded_at', 'is not', null)
    .where('kyc_files.company_id', 'is not', null);
  if (f.companyId !== null) q = q.where('kyc_files.company_id', '=', f.companyId);
  if (f.from) q = q.where('kyc_files.uploaded_at', '>=', `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where('kyc_files.uploaded_at', '<', nextDay(f.to));
  const rows = await q.orderBy('kyc_files.company_id').orderBy('kyc_files.compliance_tracking_id').orderBy('kyc_files.id').execute();
  return rows.flatMap((r) => (r.company_id === null ? [] : [{ ...r, company_id: r.company_id }]));
};
