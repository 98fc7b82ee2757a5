import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { queryKeys } from '../providers/queryKeys';

type DeleteNotificationButtonProps = { id: number };

/** Deletes one notification at once (react-admin's delete); the lists and the unread count read again. */
export const DeleteNotificationButton = ({ id }: DeleteNotificationButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const queryClient = useQueryClient();
  const [remove, { isPending: loading }] = useDelete();
  const onClick = () =>
    remove(
      'notifications',
      { id },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.reporting.notifications.deleted', { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
        },
        onError: notifyFailure,
      },
    );
  const label = translate('app.reporting.notifications.delete');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color="error" disabled={loading} onClick={onClick}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
