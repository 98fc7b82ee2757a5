import { fileDone } from '../../../contract/complianceRules';
import type { ComplianceFile } from '../../../contract/entities';
import type { ComplianceStatus, ComplianceStep } from '../../../contract/enums';

/**
 * Where a tracking stands after its files changed (upload or signature):
 * - verified stays verified (nothing is uploaded to it any more);
 * - every file done (uploaded, signed where asked, none declined) → submitted, step final;
 * - some file still declined → declined, step files;
 * - otherwise → open, step files (or, with every file done, the first provider verification still to complete).
 */
export const trackingStateAfter = (
  current: ComplianceStatus,
  files: readonly ComplianceFile[],
  /** Provider verifications (form, video) the tracking asks for, and those not completed yet (modules/kyc). */
  verifications: { required: readonly ComplianceStep[]; pending: readonly ComplianceStep[] } = { required: [], pending: [] },
): { status: ComplianceStatus; step: ComplianceStep } => {
  if (current === 'verified') return { status: 'verified', step: 'final' };
  const filesDone = files.every(fileDone);
  const asksSomething = files.length > 0 || verifications.required.length > 0;
  if (asksSomething && filesDone && verifications.pending.length === 0) return { status: 'submitted', step: 'final' };
  if (files.some((f) => f.status === 'declined')) return { status: 'declined', step: 'files' };
  return { status: 'open', step: filesDone && verifications.pending[0] ? verifications.pending[0] : 'files' };
};

/**
 * The user's flags while their own registration tracking moves: required while documents are
 * missing or declined, preparing (under review) once submitted, neither once verified.
 */
export const userFlagsFor = (status: ComplianceStatus): { compliance_required: number; compliance_preparing: number } => {
  if (status === 'verified') return { compliance_required: 0, compliance_preparing: 0 };
  if (status === 'submitted') return { compliance_required: 0, compliance_preparing: 1 };
  return { compliance_required: 1, compliance_preparing: 0 };
};

/** The only review moves: a submitted tracking is verified or declined. */
export const canReview = (status: ComplianceStatus): boolean => status === 'submitted';
