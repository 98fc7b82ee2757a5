import { action } from './writeRequest';

/**
 * The approvals inbox's writes (issue 40): approve or reject held payments, all of the given ids or
 * none, each confirmed with a one-time code bound to exactly these ids (the code dialog through
 * `meta`, like every write); and a sent payment saved as a template.
 */
export const approvalActions = {
  approvePayments: action('manager.approvals.approve'),
  rejectPayments: action('manager.approvals.reject'),
  /** A sent payment saved as a payment template (its accounts, payee, reference and, when asked, amount); no code: a template moves no money. */
  saveTemplateFromTransaction: action('manager.paymentTemplates.fromTransaction'),
};
