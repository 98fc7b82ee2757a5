import { useNotify, useRedirect } from 'react-admin';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import type { Beneficiary } from '../../contract/entities';
import { beneficiaryBody } from './beneficiaryBody';
import { beneficiaryName } from './beneficiaryName';
import { BENEFICIARIES_PATH, BeneficiaryForm } from './BeneficiaryForm';

/**
 * /manager/transaction-agents/create (manager role): react-admin's <Create> of transaction-agents,
 * saved by react-admin through the dataProvider (code prompt, duplicate confirmation), then to the list.
 */
export const BeneficiaryCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  useDocumentTitle('app.routes.beneficiary_create');
  return (
    <PageFrame titleKey="app.routes.beneficiary_create">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Create<Beneficiary>
        resource="transaction-agents"
        transform={beneficiaryBody}
        mutationOptions={{
          onSuccess: (saved: Beneficiary) => {
            notify('app.money.beneficiaries.created', { type: 'success', messageArgs: { name: beneficiaryName(saved) } });
            redirect(BENEFICIARIES_PATH);
          },
        }}
      >
        <BeneficiaryForm defaultValues={{ legal_type: 'company' }} readOnly={false} />
      </RecordPage.Create>
    </PageFrame>
  );
};
