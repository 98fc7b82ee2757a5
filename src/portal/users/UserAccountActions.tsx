import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { ConfirmButton } from './ConfirmButton';
import { userName } from './userName';

type UserAccountActionsProps = { user: User };

/** Two-factor reset, enable/disable and delete, each after a confirmation. */
export const UserAccountActions = ({ user }: UserAccountActionsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['users'] });
  const name = userName(user);
  const validator = useKontorSubmit('admin.users.resetValidator', () => undefined, {
    params: { id: user.id },
    onSuccess: () => {
      notify('app.users.validator_reset', { type: 'success' });
      refresh();
    },
  });
  const enabled = user.enabled !== false;
  const toggle = useKontorSubmit(
    'admin.users.update',
    () => ({ first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone ?? '', enabled: !enabled }),
    {
      params: { id: user.id },
      onSuccess: () => {
        notify(enabled ? 'app.users.disabled' : 'app.users.enabled', { type: 'success' });
        refresh();
      },
    },
  );
  const remove = useKontorSubmit('admin.users.delete', () => undefined, {
    params: { id: user.id },
    onSuccess: () => {
      notify('app.users.deleted', { type: 'success', messageArgs: { name } });
      refresh();
      navigate('/admin/users');
    },
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ConfirmButton label={translate('app.users.reset_validator')} title={translate('app.users.reset_validator')} content={translate('app.users.reset_validator_confirm', { name })} submit={validator} color="warning" />
      <ConfirmButton
        label={translate(enabled ? 'app.users.disable' : 'app.users.enable')}
        title={translate(enabled ? 'app.users.disable' : 'app.users.enable')}
        content={translate(enabled ? 'app.users.disable_confirm' : 'app.users.enable_confirm', { name })}
        submit={toggle}
        color="warning"
      />
      <ConfirmButton label={translate('app.users.delete')} title={translate('app.users.delete')} content={translate('app.users.delete_confirm', { name })} submit={remove} color="error" />
    </Stack>
  );
};
