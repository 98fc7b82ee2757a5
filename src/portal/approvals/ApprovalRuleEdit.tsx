import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useAccessContext } from '../providers/useAccessContext';
import { APPROVAL_RULES_PATH } from './approvalPaths';
import { approvalRuleBody, ApprovalRuleForm, type ApprovalRuleValues } from './ApprovalRuleForm';

/** /manager/approval-rules/{id}: react-admin's <Edit mutationMode="pessimistic"> for the manager, a read-only <Show> of the same form for a reader. */
export const ApprovalRuleEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.approvals.rules.edit');
  const submit = useKontorSubmit('manager.approvalRules.update', (v: ApprovalRuleValues) => approvalRuleBody(v) as CallBody<'manager.approvalRules.update'>, {
    params: { id },
    summary: (v) => ({ amount: `${String(v.threshold ?? '')} ${v.currency ? v.currency : 'EUR'}` }),
    onSuccess: () => {
      notify('app.approvals.rules.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['approval-rules'] });
      redirect(APPROVAL_RULES_PATH);
    },
  });
  const page = { resource: 'approval-rules', id, notFoundKey: 'app.approvals.rules.not_found', emptyWhileLoading: true } as const;
  const form = <ApprovalRuleForm submit={submit} readOnly={readOnly} />;
  return (
    <PageFrame titleKey="app.approvals.rules.edit">
      {readOnly ? <RecordPage.Show {...page}>{form}</RecordPage.Show> : <RecordPage.Edit {...page} redirect={APPROVAL_RULES_PATH}>{form}</RecordPage.Edit>}
    </PageFrame>
  );
};
