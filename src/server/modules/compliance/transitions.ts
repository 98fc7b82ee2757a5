import { fileDone } from '../../../contract/complianceRules';
import type { ComplianceFile } from '../../../contract/entities';
import type { ComplianceStatus, ComplianceStep } from '../../../contract/enums';

/**
 * Where a tracking stands after its files changed (upload or signature):
 * - verified stays verified (nothing is uploaded to it any more);
 * - every file done (uploaded, signed where asked, none declined) → submitted, step final;
 * - some file still declined → declined, step files;
 * - otherwise → open, step files.
 */
export const trackingStateAfter = (current: ComplianceStatus, files: readonly ComplianceFile[]): { status: ComplianceStatus; step: ComplianceStep } => {
  if (current === 'verified') return { status: 'verified', step: 'final' };
  if (files.length > 0 && files.every(fileDone)) return { status: 'submitted', step: 'final' };
  if (files.some((f) => f.status === 'declined')) return { status: 'declined', step: 'files' };
  return { status: 'open', step: 'files' };
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
