import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

type PurgeNotificationsButtonProps = { disabled: boolean };

/** Deletes every notification of the user, after a confirmation. */
export const PurgeNotificationsButton = ({ disabled }: PurgeNotificationsButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { mutate: purge, isPending: loading } = useMutation({
    mutationFn: () => dataProvider.purgeNotifications(),
    onSuccess: () => {
      notify('app.reporting.notifications.purged', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
    },
    onError: notifyFailure,
  });
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteSweepIcon />} disabled={disabled || loading} onClick={() => setOpen(true)}>
        {translate('app.reporting.notifications.purge')}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate('app.reporting.notifications.purge_title')}
        content={translate('app.reporting.notifications.purge_content')}
        confirm={translate('app.reporting.notifications.purge')}
        confirmColor="warning"
        cancel={translate('app.reporting.notifications.cancel')}
        onConfirm={() => {
          setOpen(false);
          purge();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
