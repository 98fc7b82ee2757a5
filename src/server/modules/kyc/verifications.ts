import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ComplianceVerification } from '../../../contract/entities';
import type { ComplianceStep } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import type { KycVerificationsTable } from '../../db/schemaSignIns';
import { parseJson } from '../../db/values';

/** The steps a provider verifies (document 1: compliance steps files, form, video, final). */
export const PROVIDER_STEPS = ['form', 'video'] as const;
export type ProviderStep = (typeof PROVIDER_STEPS)[number];

export type VerificationRow = Selectable<KycVerificationsTable>;

type TrackingLike = { id: number; data: string | null };

/**
 * The provider verifications a tracking asks for: `data.verifications` of the tracking, set when it
 * is opened (openTracking's `verifications`). Trackings without it ask for documents only.
 */
export const requiredSteps = (tracking: { data: string | null }): ProviderStep[] => {
  const data = parseJson<{ verifications?: unknown }>(tracking.data, {});
  const list = Array.isArray(data.verifications) ? data.verifications : [];
  return PROVIDER_STEPS.filter((s) => list.includes(s));
};

/** The latest verification of each step of these trackings. */
export const latestVerifications = async (db: Kysely<Database>, trackingIds: readonly number[]): Promise<Map<number, Map<string, VerificationRow>>> => {
  const result = new Map<number, Map<string, VerificationRow>>();
  if (trackingIds.length === 0) return result;
  const rows = await db.selectFrom('kyc_verifications').selectAll().where('compliance_tracking_id', 'in', trackingIds).orderBy('id').execute();
  for (const r of rows) {
    const byStep = result.get(r.compliance_tracking_id) ?? new Map<string, VerificationRow>();
    // Started but never finished sessions do not hide an earlier outcome.
    const earlier = byStep.get(r.step);
    if (!(r.status === 'pending' && earlier && earlier.status !== 'pending')) byStep.set(r.step, r);
    result.set(r.compliance_tracking_id, byStep);
  }
  return result;
};

/** Required steps and those not completed yet, for the tracking's state (compliance/recompute.ts). */
export const pendingVerifications = async (db: Kysely<Database>, tracking: TrackingLike): Promise<{ required: ComplianceStep[]; pending: ComplianceStep[] }> => {
  const required = requiredSteps(tracking);
  if (required.length === 0) return { required: [], pending: [] };
  const latest = (await latestVerifications(db, [tracking.id])).get(tracking.id);
  return { required, pending: required.filter((s) => latest?.get(s)?.status !== 'completed') };
};

/** What the portal shows per required step: open, pending (started), completed or failed with the provider's reason. */
export const verificationResources = (tracking: TrackingLike, latest: Map<string, VerificationRow> | undefined): ComplianceVerification[] =>
  requiredSteps(tracking).map((step) => {
    const row = latest?.get(step);
    return { step, status: row ? (row.status as ComplianceVerification['status']) : 'open', reason: row?.status === 'failed' ? row.reason : null, completed_at: row?.completed_at ?? null };
  });

export const insertVerification = async (db: Kysely<Database>, values: Insertable<KycVerificationsTable>): Promise<number> =>
  (await db.insertInto('kyc_verifications').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const deleteVerification = async (db: Kysely<Database>, id: number): Promise<void> => {
  await db.deleteFrom('kyc_verifications').where('id', '=', id).execute();
};

export const verificationById = (db: Kysely<Database>, id: number): Promise<VerificationRow | undefined> => db.selectFrom('kyc_verifications').selectAll().where('id', '=', id).executeTakeFirst();

/** The sandbox provider's session of this token hash, while it is pending and not expired. */
export const liveSandboxSession = (db: Kysely<Database>, sessionHash: string, at: string): Promise<VerificationRow | undefined> =>
  db.selectFrom('kyc_verifications').selectAll().where('session_hash', '=', sessionHash).where('provider', '=', 'sandbox').where('status', '=', 'pending').where('session_expires_at', '>', at).executeTakeFirst();

/** Spends a live sandbox session (its page works once): the session, or undefined when it was not live. */
export const spendSandboxSession = (db: Kysely<Database>, sessionHash: string, at: string): Promise<VerificationRow | undefined> =>
  db
    .updateTable('kyc_verifications')
    .set({ session_expires_at: at, updated_at: at })
    .where('session_hash', '=', sessionHash).where('provider', '=', 'sandbox').where('status', '=', 'pending').where('session_expires_at', '>', at)
    .returningAll()
    .executeTakeFirst();

/** Records the provider's outcome of a pending verification: the row, or undefined when it was not pending any more. */
export const finishVerification = (db: Kysely<Database>, id: number, values: Updateable<KycVerificationsTable>): Promise<VerificationRow | undefined> =>
  db.updateTable('kyc_verifications').set(values).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
