import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StandingOrder } from '../../contract/schedules';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { formatMoney } from '../money/formatMoney';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { useAccessContext } from '../providers/useAccessContext';
import { standingOrderEditPath } from './schedulePaths';

type Step = 'pause' | 'resume' | 'cancel';
const DONE: Record<Step, string> = { pause: 'app.schedules.paused', resume: 'app.schedules.resumed', cancel: 'app.schedules.cancelled' };

/** An order's actions for a manager (issue 40): change (a new code), pause, resume (a code), cancel (after a confirmation). */
export const StandingOrderActions = ({ order }: { order: StandingOrder }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const isManager = useAccessContext().role === 'manager';
  const summary = { amount: formatMoney(order.amount, order.currency, locale), payee: order.beneficiary };
  const { mutate, isPending: busy } = useMutation({
    mutationFn: (step: Step) => {
      const args = { params: { id: order.id }, meta: { summary } };
      return step === 'pause' ? dataProvider.pauseStandingOrder(args) : step === 'resume' ? dataProvider.resumeStandingOrder(args) : dataProvider.cancelStandingOrder(args);
    },
    onSuccess: async (_answer, step) => {
      notify(DONE[step], { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('standing-orders') });
    },
    onError: notifyFailure,
    onSettled: () => setConfirming(false),
  });
  if (!isManager || (order.status !== 'active' && order.status !== 'paused')) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" component={Link} to={standingOrderEditPath(order.id)} disabled={busy}>{translate('app.schedules.change')}</Button>
      {order.status === 'active' ? (
        <Button variant="outlined" disabled={busy} onClick={() => mutate('pause')}>{translate('app.schedules.pause')}</Button>
      ) : (
        <Button variant="contained" disabled={busy} onClick={() => mutate('resume')}>{translate('app.schedules.resume')}</Button>
      )}
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>{translate('app.schedules.cancel')}</Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('app.schedules.cancel_title')}
        content={translate('app.schedules.cancel_confirm', { name: order.beneficiary })}
        confirm={translate('app.schedules.cancel')}
        cancel={translate('app.schedules.keep')}
        onConfirm={() => mutate('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
