import type { Kysely, Selectable } from 'kysely';
import type { ComplianceFile, ComplianceTracking, ComplianceVerification } from '../../../contract/entities';
import type { ComplianceCategory, ComplianceStatus, ComplianceStep, ComplianceSubjectType } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { latestVerifications, requiredSteps, verificationResources } from '../kyc/verifications';

export type TrackingRow = Selectable<Database['compliance_trackings']>;
export type KycFileRow = Selectable<Database['kyc_files']>;

export const fileResource = (f: KycFileRow): ComplianceFile => ({
  id: f.id,
  key: f.document_type ?? '',
  name: f.name ?? f.document_type ?? '',
  status: (f.status ?? 'open') as ComplianceStatus,
  filename: f.file_path ? f.file_name : null,
  is_signature_required: f.signature_required === 1,
  signed_at: f.signed_at,
  uploaded_at: f.uploaded_at,
  mime_type: f.file_path ? f.mime_type : null,
  size: f.file_path ? f.size : null,
  note: f.note,
});

export const trackingResource = (t: TrackingRow, files: readonly KycFileRow[], verifications: ComplianceVerification[] = []): ComplianceTracking => ({
  id: t.id,
  category: t.category as ComplianceCategory,
  status: t.status as ComplianceStatus,
  step: (t.step ?? 'files') as ComplianceStep,
  compliable_type: t.subject_type as ComplianceSubjectType,
  compliable_id: t.subject_id,
  company_id: t.company_id,
  files: files.map(fileResource),
  ...(verifications.length > 0 ? { verifications } : {}),
  comment: t.comment,
  created_at: t.created_at,
  updated_at: t.updated_at,
});

/** The resources of several trackings with their files (one query for the files). */
export const trackingResources = async (db: Kysely<Database>, rows: readonly TrackingRow[]): Promise<ComplianceTracking[]> => {
  if (rows.length === 0) return [];
  const files = await db.selectFrom('kyc_files').selectAll().where('compliance_tracking_id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
  const byTracking = new Map<number, KycFileRow[]>();
  for (const f of files) {
    if (f.compliance_tracking_id === null) continue;
    const list = byTracking.get(f.compliance_tracking_id) ?? [];
    list.push(f);
    byTracking.set(f.compliance_tracking_id, list);
  }
  const latest = await latestVerifications(db, rows.filter((r) => requiredSteps(r).length > 0).map((r) => r.id));
  return rows.map((r) => trackingResource(r, byTracking.get(r.id) ?? [], verificationResources(r, latest.get(r.id))));
};
