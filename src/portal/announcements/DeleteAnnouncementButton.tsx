import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Announcement } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type DeleteAnnouncementButtonProps = { announcement: Pick<Announcement, 'id' | 'title'>; variant?: 'icon' | 'button'; onDeleted?: () => void };

/** Deletes an announcement after a confirmation that names it. */
export const DeleteAnnouncementButton = ({ announcement, variant = 'icon', onDeleted }: DeleteAnnouncementButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const submit = useKontorSubmit('admin.announcements.delete', () => undefined, {
    params: { id: announcement.id },
    onSuccess: () => {
      notify('app.announcements.deleted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin-announcements'] });
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      onDeleted?.();
    },
  });
  const label = translate('app.announcements.delete');
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size="small" color="error" aria-label={label} disabled={submit.loading} onClick={() => setOpen(true)}><DeleteIcon fontSize="small" /></IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={submit.loading} onClick={() => setOpen(true)}>{label}</Button>
      )}
      <Confirm
        isOpen={open}
        loading={submit.loading}
        title={translate('app.announcements.delete_title')}
        content={translate('app.announcements.delete_confirm', { title: announcement.title })}
        confirm={label}
        cancel={translate('app.announcements.cancel')}
        confirmColor="warning"
        onConfirm={async () => {
          setOpen(false);
          await submit.submit({});
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
