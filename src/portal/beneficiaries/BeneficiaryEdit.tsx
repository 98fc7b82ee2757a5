import { Alert, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import type { Beneficiary } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { useAccessContext } from '../providers/useAccessContext';
import { beneficiaryBody, type BeneficiaryValues } from './beneficiaryBody';
import { BeneficiaryForm } from './BeneficiaryForm';
import { beneficiaryName } from './beneficiaryName';

/** The name a beneficiary form's values give. */
const nameOf = (v: BeneficiaryValues): string =>
  beneficiaryName({ legal_type: v.legal_type ?? 'company', company_name: v.company_name ?? null, first_name: v.first_name ?? null, last_name: v.last_name ?? null });

/** /manager/transaction-agents/{id}: update for the manager role, a read-only view for manager-reader. */
export const BeneficiaryEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.routes.beneficiary');
  const { data, isPending, error } = useGetOne<Beneficiary>('transaction-agents', { id });
  const submit = useKontorSubmit('manager.agents.update', (v: BeneficiaryValues) => beneficiaryBody(v) as CallBody<'manager.agents.update'>, {
    params: { id },
    // The name being saved, not the stored one (issue 21 item 6).
    summary: (v) => ({ payee: nameOf(v) }),
    onSuccess: (_result, v) => {
      notify('app.money.beneficiaries.updated', { type: 'success', messageArgs: { name: nameOf(v) } });
      void queryClient.invalidateQueries({ queryKey: ['transaction-agents'] });
    },
  });
  return (
    <PageFrame titleKey="app.routes.beneficiary">
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('app.money.beneficiaries.not_found')}</Alert> : null}
      {data ? <BeneficiaryForm key={data.id} defaultValues={data} submit={submit} readOnly={readOnly} /> : null}
    </PageFrame>
  );
};
