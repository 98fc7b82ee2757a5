import type { Kysely } from 'kysely';
import type { ComplianceCategory, ComplianceSubjectType } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { companyRecipients, insertNotifications, type NotificationCreatedEvent, publishNotifications } from '../notifications/notify';
import { publishKycFile, publishTracking } from './events';
import { requirementsFor } from './requirements';
import type { KycFileRow, TrackingRow } from './resource';

export type NewTracking = {
  companyId: number;
  subjectType: ComplianceSubjectType;
  subjectId: number;
  category: ComplianceCategory;
  legalType: string | null;
  /** Who must upload (the registering user); otherwise every manager and reader of the company is told. */
  recipients?: readonly number[];
  /** Provider verifications (form, video) the tracking asks for besides its documents (modules/kyc). */
  verifications?: readonly ('form' | 'video')[];
};

export type OpenedTracking = { tracking: TrackingRow; files: KycFileRow[]; notices: NotificationCreatedEvent[] };

/**
 * Opens a tracking with its requested files and the `compliance_tracking.documents_missing`
 * notice, inside the caller's transaction; call `announceOpened` after the commit.
 */
export const openTracking = async (db: Kysely<Database>, now: Date, input: NewTracking): Promise<OpenedTracking> => {
  const at = nowIso(now);
  const tracking = await db
    .insertInto('compliance_trackings')
    .values({
      subject_type: input.subjectType, subject_id: input.subjectId, company_id: input.companyId, category: input.category,
      status: 'open', step: 'files', data: input.verifications?.length ? JSON.stringify({ verifications: input.verifications }) : null, comment: null, created_at: at, updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const files: KycFileRow[] = [];
  for (const r of requirementsFor(input.category, input.subjectType, input.legalType)) {
    files.push(
      await db
        .insertInto('kyc_files')
        .values({
          company_id: input.companyId, user_id: null, compliance_tracking_id: tracking.id, document_type: r.key, name: r.name,
          file_name: '', file_path: '', mime_type: null, size: null, status: 'open', signature_required: r.signature ? 1 : 0, created_at: at, updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  const userIds = input.recipients ?? (await companyRecipients(db, input.companyId));
  const notices = await insertNotifications(db, now, {
    userIds, companyId: input.companyId, type: 'compliance_tracking.documents_missing', title: 'Documents missing',
    message: `Please upload the documents requested for compliance check #${tracking.id}.`,
    notificationable: { id: tracking.id, service: 'compliance', compliable_type: input.subjectType, compliable_id: input.subjectId, filename: null, actions: { is_downloadable: false } },
  });
  return { tracking, files, notices };
};

export const announceOpened = async (ctx: AppContext, opened: OpenedTracking): Promise<void> => {
  await publishTracking(ctx, opened.tracking, true);
  for (const f of opened.files) await publishKycFile(ctx, f, true);
  if (opened.tracking.company_id !== null) await publishNotifications(ctx, opened.tracking.company_id, opened.notices);
};
