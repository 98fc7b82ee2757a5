import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { formatMoney } from '../money/formatMoney';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import type { ApiPaymentRecord } from './connectRecords';

type Decision = 'approve' | 'reject';

/**
 * A manager's decision on a payment an API key asked for: approving makes it as them, with their
 * one-time code bound to the request (the code dialog, through the write's meta, names amount and
 * payee); rejecting asks first. The payments' lists and the balances are fetched again after.
 */
export const ApiPaymentDecision = ({ payment, onDecided }: { payment: ApiPaymentRecord; onDecided?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const summary = { amount: formatMoney(payment.amount, payment.currency, locale), payee: payment.beneficiary };
  const { mutate, isPending } = useMutation({
    mutationFn: (decision: Decision) =>
      decision === 'approve'
        ? dataProvider.confirmApiPayment({ params: { id: payment.id }, meta: { summary } })
        : dataProvider.rejectApiPayment({ params: { id: payment.id }, meta: { summary } }),
    onSuccess: async (_answer, decision) => {
      notify(decision === 'approve' ? 'app.connect.api_payments.approved' : 'app.connect.api_payments.rejected_done', { type: 'success' });
      onDecided?.();
      await Promise.all((['api-payments', 'transactions', 'bank-accounts'] as const).map((r) => queryClient.invalidateQueries({ queryKey: queryKeys.resource(r) })));
    },
    onError: notifyFailure,
    onSettled: () => setAsking(false),
  });
  const named = { payee: payment.beneficiary, amount: summary.amount };
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()} role="presentation">
      <Button size="small" variant="contained" color="success" disabled={isPending} onClick={() => mutate('approve')} aria-label={translate('app.connect.api_payments.approve_named', named)}>
        {translate('app.connect.api_payments.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={isPending} onClick={() => setAsking(true)} aria-label={translate('app.connect.api_payments.reject_named', named)}>
        {translate('app.connect.api_payments.reject')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('app.connect.api_payments.reject_title')}
        content={translate('app.connect.api_payments.reject_confirm', named)}
        confirm={translate('app.connect.api_payments.reject')}
        confirmColor="warning"
        cancel={translate('app.connect.cancel')}
        onConfirm={() => mutate('reject')}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
};
