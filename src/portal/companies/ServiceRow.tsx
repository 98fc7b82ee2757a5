import { Button, Collapse, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminCompany, PaymentServiceOnboarding } from '../../contract/entities';
import { formErrorsOf } from '../errors/formErrors';
import { portalServiceName } from '../i18n/portalServiceName';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { ConfirmButton } from '../users/ConfirmButton';
import { pendingTransition, serviceAction } from './onboardingActions';
import { OnboardingTransitions } from './OnboardingTransitions';
import { PaymentStatusChip } from './PaymentStatusChip';
import { useTransitions } from './useTransitions';

type ServiceRowProps = { company: AdminCompany; state: PaymentServiceOnboarding };

/** One payment service: status, stage, the action its status allows (after a confirmation), and its transitions on demand. */
export const ServiceRow = ({ company, state }: ServiceRowProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const action = serviceAction(state.status);
  const transitions = useTransitions(company.id, state.service, open || action === 'applyNext');
  const pending = pendingTransition(transitions.data ?? []);
  const stage = (id: string | null | undefined) => (id ? translate(`app.companies.stages.${id}`, { _: id }) : '—');
  const params = { id: company.id, service: state.service };
  const serviceName = portalServiceName(translate, state.service);
  const done = (message: string) => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('companies') });
  };
  const onboard = useMutation({ mutationFn: () => dataProvider.onboardCompany({ params }), onSuccess: () => done('app.companies.services.started') });
  const applyNext = useMutation({
    mutationFn: (transitionId: number) => dataProvider.applyNextTransition({ params, body: { transition_id: transitionId } }),
    onSuccess: (result) => done(result.status === 'ACTIVE' ? 'app.companies.services.activated' : 'app.companies.services.applied'),
  });
  // What refused the last action (a closed dialog or the shell's alert says nothing more).
  const failed = [onboard.error, applyNext.error].map((e) => (e ? formErrorsOf(e)?.message : undefined)).find(Boolean);
  return (
    <>
      <TableRow data-testid={`service-${state.service}`}>
        <TableCell>{serviceName}</TableCell>
        <TableCell><PaymentStatusChip status={state.status} /></TableCell>
        <TableCell>{stage(state.stage)}</TableCell>
        <TableCell>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {action === 'onboard' ? (
              <ConfirmButton
                label={translate('app.companies.services.onboard')}
                title={translate('app.companies.services.onboard')}
                content={translate('app.companies.services.onboard_confirm', { service: serviceName, name: company.name })}
                onConfirm={() => onboard.mutate()}
                loading={onboard.isPending}
              />
            ) : null}
            {action === 'applyNext' && pending ? (
              <ConfirmButton
                label={translate('app.companies.services.apply_next')}
                title={translate('app.companies.services.apply_next')}
                content={translate('app.companies.services.apply_next_confirm', { service: serviceName, from: stage(pending.from_stage), to: stage(pending.to_stage) })}
                onConfirm={() => applyNext.mutate(pending.id)}
                loading={applyNext.isPending}
              />
            ) : null}
            <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open}>{translate('app.companies.services.transitions')}</Button>
          </Stack>
          {failed ? <Typography variant="caption" color="error" component="p" role="alert">{translate(failed, { _: failed })}</Typography> : null}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <OnboardingTransitions companyId={company.id} service={state.service} transitions={transitions.data ?? []} loading={transitions.isFetching} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
