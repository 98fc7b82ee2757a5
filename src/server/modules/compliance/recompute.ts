import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { ComplianceStatus } from '../../../contract/enums';
import { fileResource, type TrackingRow } from './resource';
import { trackingStateAfter, userFlagsFor } from './transitions';
import { pendingVerifications } from '../kyc/verifications';
import { companyUser, updateUser } from '../users/queries';
import { trackingFiles } from './queries';

export type Recomputed = { tracking: TrackingRow; userChanged: number | null };

/**
 * Sets a tracking's status and step from its files (transitions.ts), inside the caller's
 * transaction, and the flags of the user whose registration it is. Returns the new row and the
 * user whose flags changed (to announce).
 */
export const recomputeTracking = async (db: Kysely<Database>, now: Date, tracking: TrackingRow, forced?: ComplianceStatus): Promise<Recomputed> => {
  const files = await trackingFiles(db, tracking.id);
  const verifications = forced ? undefined : await pendingVerifications(db, tracking);
  const state = forced ? { status: forced, step: forced === 'declined' ? ('files' as const) : ('final' as const) } : trackingStateAfter(tracking.status as ComplianceStatus, files.map(fileResource), verifications);
  const row = await db
    .updateTable('compliance_trackings')
    .set({ status: state.status, step: state.step, updated_at: nowIso(now) })
    .where('id', '=', tracking.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  let userChanged: number | null = null;
  if (row.category === 'REGISTRATION' && row.subject_type === 'user' && row.company_id !== null) {
    const flags = userFlagsFor(state.status);
    const user = await companyUser(db, row.company_id, row.subject_id);
    if (user && (user.compliance_required !== flags.compliance_required || user.compliance_preparing !== flags.compliance_preparing)) {
      await updateUser(db, user.id, { ...flags, updated_at: nowIso(now) });
      userChanged = user.id;
    }
  }
  return { tracking: row, userChanged };
};
