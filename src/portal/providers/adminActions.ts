import { actAsUser } from './actAsUser';
import type { Go } from './goAfterSwitch';
import type { WriteMeta } from './writeReactions';
import { action } from './writeRequest';

/**
 * The dataProvider's writes of the administration and identity pages that are not a resource's
 * create, update or delete: reviews, role changes, purges, uploads… Each is one call of the
 * contract, typed by it, and goes through the write wrapper like every write (`meta`: summary,
 * oneTimeCode, bypassDuplicate). Pages call them through useMutation (or useFormMutation for a form).
 */
export const adminActions = {
  uploadComplianceDocument: action('manager.compliance.uploadDocument'),
  signComplianceDocument: action('manager.compliance.signature'),
  reviewCompliance: action('admin.compliance.review'),
  updateEmployee: action('admin.companies.employeeUpdate'),
  updateOnboardingTransition: action('admin.companies.transitionUpdate'),
  onboardCompany: action('admin.companies.onboard'),
  applyNextTransition: action('admin.companies.applyNext'),
  setUserRole: action('admin.users.role'),
  setUserPassword: action('admin.users.password'),
  resetUserValidator: action('admin.users.resetValidator'),
  /** An admin acts as the user (actAsUser.ts): the admin's session to reserve, the user's opened; `go` leaves for the manager dashboard. */
  actAsUser: ({ id, go }: { id: number; go?: Go; meta?: WriteMeta }): Promise<void> => actAsUser(id, go),
};
