import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { beneficiaryBody, type BeneficiaryValues } from './beneficiaryBody';
import { BeneficiaryForm } from './BeneficiaryForm';
import { beneficiaryName } from './beneficiaryName';

/** /manager/transaction-agents/create (manager role). */
export const BeneficiaryCreate = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle('app.routes.beneficiary_create');
  const submit = useKontorSubmit('manager.agents.create', (v: BeneficiaryValues) => beneficiaryBody(v) as CallBody<'manager.agents.create'>, {
    summary: (v) => ({ payee: beneficiaryName({ legal_type: v.legal_type ?? 'company', company_name: v.company_name ?? null, first_name: v.first_name ?? null, last_name: v.last_name ?? null }) }),
    onSuccess: (_, v) => {
      notify('app.money.beneficiaries.created', { type: 'success', messageArgs: { name: beneficiaryName({ legal_type: v.legal_type ?? 'company', company_name: v.company_name ?? null, first_name: v.first_name ?? null, last_name: v.last_name ?? null }) } });
      void queryClient.invalidateQueries({ queryKey: ['transaction-agents'] });
      navigate('/manager/transaction-agents');
    },
  });
  return (
    <PageFrame titleKey="app.routes.beneficiary_create">
      <BeneficiaryForm defaultValues={{ legal_type: 'company' }} submit={submit} readOnly={false} />
    </PageFrame>
  );
};
