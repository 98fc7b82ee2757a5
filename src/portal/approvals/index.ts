import FactCheckIcon from '@mui/icons-material/FactCheck';
import RuleIcon from '@mui/icons-material/Rule';
import type { ApprovalRule, PaymentApproval } from '../../contract/approvals';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ApprovalList = lazyPage(() => import('./ApprovalList'), 'ApprovalList');
const ApprovalShow = lazyPage(() => import('./ApprovalShow'), 'ApprovalShow');
const ApprovalRuleList = lazyPage(() => import('./ApprovalRuleList'), 'ApprovalRuleList');
const ApprovalRuleCreate = lazyPage(() => import('./ApprovalRuleCreate'), 'ApprovalRuleCreate');
const ApprovalRuleEdit = lazyPage(() => import('./ApprovalRuleEdit'), 'ApprovalRuleEdit');

/** The `approvals` resource: the company's payments held for its approvers (providers/resources.ts), labelled under resources.approvals. */
export const approvals = kontorResource({ name: 'approvals', icon: FactCheckIcon, recordRepresentation: (r: PaymentApproval) => r.reference, list: ApprovalList, show: ApprovalShow });

/** The `approval-rules` resource: the company's approval rules, kept by its managers. */
export const approvalRules = kontorResource({
  name: 'approval-rules', icon: RuleIcon, recordRepresentation: (r: ApprovalRule) => `${r.threshold} ${r.currency ?? 'EUR'}`,
  list: ApprovalRuleList, create: ApprovalRuleCreate, edit: ApprovalRuleEdit,
});
