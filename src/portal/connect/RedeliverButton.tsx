import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import type { WebhookDeliveryRecord } from './connectRecords';

/** "Send again": a delivered or failed delivery is sent once more now, signed anew (not while it is still being attempted). */
export const RedeliverButton = ({ delivery }: { delivery: WebhookDeliveryRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.redeliverWebhook({ params: { id: delivery.endpoint_id, delivery: delivery.id } }),
    onSuccess: async () => {
      notify('app.connect.deliveries.redelivered', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('webhook-deliveries') });
    },
    onError: notifyFailure,
  });
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={isPending || delivery.status === 'pending'}
      aria-label={translate('app.connect.deliveries.redeliver_named', { id: delivery.id })}
      onClick={(e) => {
        e.stopPropagation();
        mutate();
      }}
    >
      {translate('app.connect.deliveries.redeliver')}
    </Button>
  );
};
