import { useNotify, useRedirect } from 'react-admin';
import type { ApprovalRule } from '../../contract/approvals';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { APPROVAL_RULES_PATH } from './approvalPaths';
import { approvalRuleBody, ApprovalRuleForm } from './ApprovalRuleForm';

/**
 * /manager/approval-rules/create (manager role): react-admin's <Create> of approval-rules, saved by
 * react-admin through the dataProvider (the code prompt), then to the list.
 */
export const ApprovalRuleCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  useDocumentTitle('app.approvals.rules.create');
  return (
    <PageFrame titleKey="app.approvals.rules.create">
      <RecordPage.Create<ApprovalRule>
        resource="approval-rules"
        transform={approvalRuleBody}
        mutationOptions={{
          onSuccess: () => {
            notify('app.approvals.rules.created', { type: 'success' });
            redirect(APPROVAL_RULES_PATH);
          },
        }}
      >
        <ApprovalRuleForm readOnly={false} defaultValues={{ currency: '', approvals_required: 1, import_basis: 'total' }} />
      </RecordPage.Create>
    </PageFrame>
  );
};
