import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { beneficiaryBody, type BeneficiaryValues } from './beneficiaryBody';
import { BENEFICIARIES_PATH, BeneficiaryForm } from './BeneficiaryForm';
import { beneficiaryName } from './beneficiaryName';

/** The name a beneficiary form's values give. */
const nameOf = (v: BeneficiaryValues): string =>
  beneficiaryName({ legal_type: v.legal_type ?? 'company', company_name: v.company_name ?? null, first_name: v.first_name ?? null, last_name: v.last_name ?? null });

/**
 * /manager/transaction-agents/create (manager role): react-admin's <Create> of transaction-agents;
 * the form saves through the error layer (useKontorSubmit) and goes to the list on success.
 */
export const BeneficiaryCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  useDocumentTitle('app.routes.beneficiary_create');
  const submit = useKontorSubmit('manager.agents.create', (v: BeneficiaryValues) => beneficiaryBody(v) as CallBody<'manager.agents.create'>, {
    summary: (v) => ({ payee: nameOf(v) }),
    onSuccess: (_, v) => {
      notify('app.money.beneficiaries.created', { type: 'success', messageArgs: { name: nameOf(v) } });
      void queryClient.invalidateQueries({ queryKey: ['transaction-agents'] });
      redirect(BENEFICIARIES_PATH);
    },
  });
  return (
    <PageFrame titleKey="app.routes.beneficiary_create">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Create resource="transaction-agents" redirect={BENEFICIARIES_PATH}>
        <BeneficiaryForm defaultValues={{ legal_type: 'company' }} submit={submit} readOnly={false} />
      </RecordPage.Create>
    </PageFrame>
  );
};
