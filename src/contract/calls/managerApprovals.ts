import { z } from 'zod';
import { APPROVAL_EXPIRY_DAYS_MAX, APPROVAL_IMPORT_BASES, APPROVAL_STATUSES } from '../approvals';
import { defineCalls } from '../http';
import { amountSchema, blankable, currencySchema, idInput, idParams, pageQuery, textSchema } from '../schemas';

/** The ids of a bulk approve or reject: 1 to 100 distinct payments. */
const approvalIds = z
  .array(idInput, { error: "Invalid request format. 'ids' must be an array." })
  .min(1, 'The ids field must contain at least one id.')
  .max(100, 'The ids field may not have more than 100 items.');

export const approvalRuleBody = z.object({
  /** Empty: every currency (the payment's value in EUR is compared). */
  currency: blankable(currencySchema),
  threshold: amountSchema(8),
  approvals_required: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: 'The number of approvals must be 1 or 2.' })),
  import_basis: z.enum(APPROVAL_IMPORT_BASES, { error: 'The import basis must be total or largest_row.' }).default('total'),
});

export const approvalSettingsBody = z.object({
  expiry_days: z.coerce.number().int('The number of days must be a whole number.').min(1, 'The number of days must be at least 1.').max(APPROVAL_EXPIRY_DAYS_MAX, `The number of days may not be greater than ${APPROVAL_EXPIRY_DAYS_MAX}.`),
});

/**
 * Issue 40, not in document 2: a company's approval rules, kept by its managers (manager-reader reads
 * them), and the approvals inbox. Approving or rejecting needs a one-time code bound to exactly the ids.
 */
export const managerApprovalCalls = defineCalls({
  'manager.approvalRules.list': {
    method: 'GET', path: 'manager/approval-rules', access: 'manager', tag: 'approvals',
    summary: "The company's approval rules: from a threshold (per currency, or in EUR for all) a payment needs 1 or 2 approvals from other managers",
    query: pageQuery,
  },
  'manager.approvalRules.get': {
    method: 'GET', path: 'manager/approval-rules/{id}', access: 'manager', tag: 'approvals', summary: 'One approval rule', params: idParams,
  },
  'manager.approvalRules.create': {
    method: 'POST', path: 'manager/approval-rules', access: 'manager', tag: 'approvals',
    summary: 'Add an approval rule (currency or empty for all, threshold, approvals_required 1 or 2, import_basis total or largest_row)',
    body: approvalRuleBody, write: true, otp: true,
  },
  'manager.approvalRules.update': {
    method: 'PUT', path: 'manager/approval-rules/{id}', access: 'manager', tag: 'approvals',
    summary: 'Change an approval rule (payments already held keep the rule they were held under)', params: idParams, body: approvalRuleBody, write: true, otp: true,
  },
  'manager.approvalRules.delete': {
    method: 'DELETE', path: 'manager/approval-rules/{id}', access: 'manager', tag: 'approvals',
    summary: 'Remove an approval rule (payments already held still wait for their approvals)', params: idParams, write: true, otp: true,
  },
  'manager.approvalSettings.get': {
    method: 'GET', path: 'manager/approval-settings', access: 'manager', tag: 'approvals',
    summary: "The company's approval settings: expiry_days, after which a payment not approved expires",
  },
  'manager.approvalSettings.update': {
    method: 'PUT', path: 'manager/approval-settings', access: 'manager', tag: 'approvals',
    summary: 'Change the approval settings (expiry_days 1–90; payments already held keep their expiry)', body: approvalSettingsBody, write: true, otp: true,
  },
  'manager.approvals.list': {
    method: 'GET', path: 'manager/approvals', access: 'manager', tag: 'approvals',
    summary: "The company's held payments and import batches (status awaiting by default): who asked, when, the grand total, the approvals so far",
    query: pageQuery.extend({ status: z.enum(APPROVAL_STATUSES).default('awaiting') }),
  },
  'manager.approvals.get': {
    method: 'GET', path: 'manager/approvals/{id}', access: 'manager', tag: 'approvals', summary: 'One held payment or import batch', params: idParams,
  },
  'manager.approvals.approve': {
    method: 'POST', path: 'manager/approvals/approve', access: 'manager', tag: 'approvals',
    summary: 'Approve held payments (ids), all or none; the one who asked cannot approve; a payment with all its approvals proceeds. ' +
      'The one-time code is bound to exactly these ids',
    body: z.object({ ids: approvalIds }), write: true, otp: true,
  },
  'manager.approvals.reject': {
    method: 'POST', path: 'manager/approvals/reject', access: 'manager', tag: 'approvals',
    summary: 'Reject held payments (ids) with a reason, all or none; what was held is released. The one-time code is bound to exactly these ids and the reason',
    body: z.object({ ids: approvalIds, reason: textSchema(500, 1) }), write: true, otp: true,
  },
});
