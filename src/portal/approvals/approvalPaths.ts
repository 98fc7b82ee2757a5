/** The approvals inbox and the approval rules (issue 40). */
export const APPROVALS_PATH = '/manager/approvals';
export const APPROVAL_RULES_PATH = '/manager/approval-rules';
export const approvalRulePath = (id: number): string => `${APPROVAL_RULES_PATH}/${id}`;
