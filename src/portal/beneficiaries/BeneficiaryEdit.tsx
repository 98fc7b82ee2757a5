import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useAccessContext } from '../providers/useAccessContext';
import { beneficiaryBody, type BeneficiaryValues } from './beneficiaryBody';
import { BENEFICIARIES_PATH, BeneficiaryForm } from './BeneficiaryForm';
import { beneficiaryName } from './beneficiaryName';

/** The name a beneficiary form's values give. */
const nameOf = (v: BeneficiaryValues): string =>
  beneficiaryName({ legal_type: v.legal_type ?? 'company', company_name: v.company_name ?? null, first_name: v.first_name ?? null, last_name: v.last_name ?? null });

/**
 * /manager/transaction-agents/{id}: react-admin's <Edit mutationMode="pessimistic"> of
 * transaction-agents for the manager role, a read-only <Show> of the same form for manager-reader.
 * The save goes through the error layer (useKontorSubmit), then to the list.
 */
export const BeneficiaryEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.routes.beneficiary');
  const submit = useKontorSubmit('manager.agents.update', (v: BeneficiaryValues) => beneficiaryBody(v) as CallBody<'manager.agents.update'>, {
    params: { id },
    // The name being saved, not the stored one (issue 21 item 6).
    summary: (v) => ({ payee: nameOf(v) }),
    onSuccess: (_result, v) => {
      notify('app.money.beneficiaries.updated', { type: 'success', messageArgs: { name: nameOf(v) } });
      void queryClient.invalidateQueries({ queryKey: ['transaction-agents'] });
      redirect(BENEFICIARIES_PATH);
    },
  });
  const page = { resource: 'transaction-agents', id, notFoundKey: 'app.money.beneficiaries.not_found', emptyWhileLoading: true } as const;
  return (
    <PageFrame titleKey="app.routes.beneficiary">
      {readOnly ? (
        <RecordPage.Show {...page}>
          <BeneficiaryForm submit={submit} readOnly />
        </RecordPage.Show>
      ) : (
        <RecordPage.Edit {...page} redirect={BENEFICIARIES_PATH}>
          <BeneficiaryForm submit={submit} readOnly={false} />
        </RecordPage.Edit>
      )}
    </PageFrame>
  );
};
