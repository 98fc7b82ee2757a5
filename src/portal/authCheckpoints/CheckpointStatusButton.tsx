import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { AuthCheckpoint } from '../../contract/entities';
import type { AuthCheckpointStatus } from '../../contract/enums';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type CheckpointStatusButtonProps = { checkpoint: AuthCheckpoint; userLabel: string; disabled?: boolean };

/** Blocks an allowed checkpoint or allows a blocked one, after a confirmation that says what follows. */
export const CheckpointStatusButton = ({ checkpoint, userLabel, disabled = false }: CheckpointStatusButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const next: AuthCheckpointStatus = checkpoint.status === 'blocked' ? 'allowed' : 'blocked';
  const submit = useKontorSubmit('admin.authCheckpoints.status', () => ({ status: next }), {
    params: { id: checkpoint.id },
    onSuccess: () => {
      notify(next === 'blocked' ? 'app.auth_checkpoints.blocked' : 'app.auth_checkpoints.allowed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['auth-checkpoints'] });
    },
  });
  useEffect(() => {
    if (submit.message) notify(submit.message, { type: 'error', messageArgs: { _: submit.message } });
  }, [submit.message, notify]);
  const label = translate(next === 'blocked' ? 'app.auth_checkpoints.block' : 'app.auth_checkpoints.allow');
  const args = { user: userLabel, ip: checkpoint.ip ?? '—' };
  return (
    <>
      <Button size="small" variant="outlined" color={next === 'blocked' ? 'error' : 'primary'} disabled={disabled || submit.loading} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={submit.loading}
        title={translate(next === 'blocked' ? 'app.auth_checkpoints.block_title' : 'app.auth_checkpoints.allow_title')}
        content={translate(next === 'blocked' ? 'app.auth_checkpoints.block_confirm' : 'app.auth_checkpoints.allow_confirm', args)}
        confirm={label}
        cancel={translate('app.auth_checkpoints.cancel')}
        onConfirm={async () => {
          setOpen(false);
          await submit.submit({});
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
