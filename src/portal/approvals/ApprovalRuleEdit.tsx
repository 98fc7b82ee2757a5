import { useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ApprovalRule } from '../../contract/approvals';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useAccessContext } from '../providers/useAccessContext';
import { APPROVAL_RULES_PATH } from './approvalPaths';
import { approvalRuleBody, ApprovalRuleForm } from './ApprovalRuleForm';

/**
 * /manager/approval-rules/{id}: react-admin's <Edit mutationMode="pessimistic"> for the manager (saved
 * by react-admin through the dataProvider, with the code prompt), a read-only <Show> of the same form for a reader.
 */
export const ApprovalRuleEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.approvals.rules.edit');
  const page = { resource: 'approval-rules', id, notFoundKey: 'app.approvals.rules.not_found', emptyWhileLoading: true } as const;
  return (
    <PageFrame titleKey="app.approvals.rules.edit">
      {readOnly ? (
        <RecordPage.Show {...page}>
          <ApprovalRuleForm readOnly />
        </RecordPage.Show>
      ) : (
        <RecordPage.Edit<ApprovalRule>
          {...page}
          transform={approvalRuleBody}
          mutationOptions={{
            onSuccess: () => {
              notify('app.approvals.rules.updated', { type: 'success' });
              redirect(APPROVAL_RULES_PATH);
            },
          }}
        >
          <ApprovalRuleForm readOnly={false} />
        </RecordPage.Edit>
      )}
    </PageFrame>
  );
};
