import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type DeleteNotificationButtonProps = { id: number };

export const DeleteNotificationButton = ({ id }: DeleteNotificationButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { submit, loading } = useKontorSubmit('manager.notifications.delete', () => undefined, {
    params: { id },
    onSuccess: () => {
      notify('app.reporting.notifications.deleted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
  const label = translate('app.reporting.notifications.delete');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color="error" disabled={loading} onClick={() => void submit({})}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
