import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AuthCheckpoint } from '../../contract/entities';
import type { AuthCheckpointStatus } from '../../contract/enums';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { queryKeys } from '../providers/queryKeys';

type CheckpointStatusButtonProps = { checkpoint: AuthCheckpoint; userLabel: string; disabled?: boolean };

/** Blocks an allowed checkpoint or allows a blocked one (react-admin's update of its status), after a confirmation that says what follows. */
export const CheckpointStatusButton = ({ checkpoint, userLabel, disabled = false }: CheckpointStatusButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const notifyFailure = useNotifyWriteFailure();
  const next: AuthCheckpointStatus = checkpoint.status === 'blocked' ? 'allowed' : 'blocked';
  const [update, { isPending: loading }] = useUpdate<AuthCheckpoint>();
  const submit = () =>
    update(
      'auth-checkpoints',
      { id: checkpoint.id, data: { status: next }, previousData: checkpoint },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(next === 'blocked' ? 'app.auth_checkpoints.blocked' : 'app.auth_checkpoints.allowed', { type: 'success' });
          // The list's status filter may no longer hold the row: read the lists again.
          void queryClient.invalidateQueries({ queryKey: queryKeys.resource('auth-checkpoints') });
        },
        onError: notifyFailure,
      },
    );
  const label = translate(next === 'blocked' ? 'app.auth_checkpoints.block' : 'app.auth_checkpoints.allow');
  const args = { user: userLabel, ip: checkpoint.ip ?? '—' };
  return (
    <>
      <Button size="small" variant="outlined" color={next === 'blocked' ? 'error' : 'primary'} disabled={disabled || loading} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate(next === 'blocked' ? 'app.auth_checkpoints.block_title' : 'app.auth_checkpoints.allow_title')}
        content={translate(next === 'blocked' ? 'app.auth_checkpoints.block_confirm' : 'app.auth_checkpoints.allow_confirm', args)}
        confirm={label}
        cancel={translate('app.auth_checkpoints.cancel')}
        onConfirm={() => {
          setOpen(false);
          submit();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
