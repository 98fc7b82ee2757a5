import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type PurgeNotificationsButtonProps = { disabled: boolean };

/** Deletes every notification of the user, after a confirmation. */
export const PurgeNotificationsButton = ({ disabled }: PurgeNotificationsButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { submit, loading } = useKontorSubmit('manager.notifications.purge', () => undefined, {
    onSuccess: () => {
      notify('app.reporting.notifications.purged', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
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
        onConfirm={async () => {
          setOpen(false);
          await submit({});
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
