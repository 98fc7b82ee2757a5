/** The approvals inbox and the approval rules (issue 40). */
export const APPROVALS_PATH = '/manager/approvals';
/** One held payment's page: what it is, who asked, the approvals so far; approve or reject it there. */
export const approvalPath = (id: number): string => `${APPROVALS_PATH}/${id}`;
export const APPROVAL_RULES_PATH = '/manager/approval-rules';
export const approvalRulePath = (id: number): string => `${APPROVAL_RULES_PATH}/${id}`;
