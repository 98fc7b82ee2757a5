import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { APPROVAL_RULES_PATH } from './approvalPaths';
import { approvalRuleBody, ApprovalRuleForm, type ApprovalRuleValues } from './ApprovalRuleForm';

/** /manager/approval-rules/create (manager role): react-admin's <Create> of approval-rules, confirmed with a one-time code. */
export const ApprovalRuleCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  useDocumentTitle('app.approvals.rules.create');
  const submit = useKontorSubmit('manager.approvalRules.create', (v: ApprovalRuleValues) => approvalRuleBody(v) as CallBody<'manager.approvalRules.create'>, {
    summary: (v) => ({ amount: `${String(v.threshold ?? '')} ${v.currency ? v.currency : 'EUR'}` }),
    onSuccess: () => {
      notify('app.approvals.rules.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['approval-rules'] });
      redirect(APPROVAL_RULES_PATH);
    },
  });
  return (
    <PageFrame titleKey="app.approvals.rules.create">
      <RecordPage.Create resource="approval-rules" redirect={APPROVAL_RULES_PATH}>
        <ApprovalRuleForm submit={submit} readOnly={false} defaultValues={{ currency: '', approvals_required: 1, import_basis: 'total' }} />
      </RecordPage.Create>
    </PageFrame>
  );
};
