import { useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useAccessContext } from '../providers/useAccessContext';
import type { Beneficiary } from '../../contract/entities';
import { beneficiaryBody } from './beneficiaryBody';
import { beneficiaryName } from './beneficiaryName';
import { BENEFICIARIES_PATH, BeneficiaryForm } from './BeneficiaryForm';

/**
 * /manager/transaction-agents/{id}: react-admin's <Edit mutationMode="pessimistic"> of
 * transaction-agents for the manager role, a read-only <Show> of the same form for manager-reader.
 * react-admin saves through the dataProvider (code prompt, duplicate confirmation), then to the list.
 */
export const BeneficiaryEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.routes.beneficiary');
  const page = { resource: 'transaction-agents', id, notFoundKey: 'app.money.beneficiaries.not_found', emptyWhileLoading: true } as const;
  return (
    <PageFrame titleKey="app.routes.beneficiary">
      {readOnly ? (
        <RecordPage.Show {...page}>
          <BeneficiaryForm readOnly />
        </RecordPage.Show>
      ) : (
        <RecordPage.Edit<Beneficiary>
          {...page}
          transform={beneficiaryBody}
          mutationOptions={{
            onSuccess: (saved: Beneficiary) => {
              notify('app.money.beneficiaries.updated', { type: 'success', messageArgs: { name: beneficiaryName(saved) } });
              redirect(BENEFICIARIES_PATH);
            },
          }}
        >
          <BeneficiaryForm readOnly={false} />
        </RecordPage.Edit>
      )}
    </PageFrame>
  );
};
