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
};
