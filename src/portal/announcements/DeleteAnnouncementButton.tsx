import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import type { Announcement } from '../../contract/entities';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { useRefreshManagerFeed } from './useRefreshManagerFeed';

type DeleteAnnouncementButtonProps = { announcement: Pick<Announcement, 'id' | 'title'>; variant?: 'icon' | 'button'; onDeleted?: () => void };

/** Deletes an announcement (react-admin's delete) after a confirmation that names it. */
export const DeleteAnnouncementButton = ({ announcement, variant = 'icon', onDeleted }: DeleteAnnouncementButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const refreshFeed = useRefreshManagerFeed();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const submit = () =>
    remove(
      'admin-announcements',
      { id: announcement.id, previousData: announcement },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.announcements.deleted', { type: 'success' });
          refreshFeed();
          onDeleted?.();
        },
        onError: notifyFailure,
      },
    );
  const label = translate('app.announcements.delete');
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size="small" color="error" aria-label={label} disabled={isPending} onClick={() => setOpen(true)}><DeleteIcon fontSize="small" /></IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => setOpen(true)}>{label}</Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.announcements.delete_title')}
        content={translate('app.announcements.delete_confirm', { title: announcement.title })}
        confirm={label}
        cancel={translate('app.announcements.cancel')}
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          submit();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
