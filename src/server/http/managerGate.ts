import type { AuthState } from '../context';
import { forbidden } from './errors';

/**
 * Manager data loads only when the company is enabled and the user is an individual or has
 * two-factor on (document 2, section 6). These calls stay open so that such a user can still
 * see their company and finish compliance.
 */
export const MANAGER_GATE_EXEMPT: ReadonlySet<string> = new Set<string>([
  'manager.company.get',
  // Gated in modules/compliance/access.ts: open to a user whose own compliance is required or under review.
  'manager.compliance.list', 'manager.compliance.byEntity', 'manager.compliance.counts', 'manager.compliance.uploadDocument', 'manager.compliance.signature',
]);

export const MANAGER_GATE_MESSAGES = {
  noCompany: 'Your user is not attached to a company.',
  companyDisabled: 'Your company account is not enabled yet.',
  twoFactor: 'Two-factor authentication must be enabled to use this feature.',
} as const;

export const managerGate = (callName: string, auth: AuthState): void => {
  if (MANAGER_GATE_EXEMPT.has(callName)) return;
  assertManagerData(auth);
};

/** The gate itself, for exempt calls that apply it on their own terms. */
export const assertManagerData = (auth: AuthState): void => {
  const company = auth.company;
  if (!company) throw forbidden(MANAGER_GATE_MESSAGES.noCompany);
  if (company.enabled !== 1) throw forbidden(MANAGER_GATE_MESSAGES.companyDisabled);
  if (company.legal_type !== 'individual' && auth.user.totp_enabled !== 1) throw forbidden(MANAGER_GATE_MESSAGES.twoFactor);
};
