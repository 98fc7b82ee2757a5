import { Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteWithConfirmButton, useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { ConfirmButton } from './ConfirmButton';
import { userName } from './userName';

type UserAccountActionsProps = { user: User };

/** Two-factor reset, enable/disable and delete, each after a confirmation. */
export const UserAccountActions = ({ user }: UserAccountActionsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const name = userName(user);
  const validator = useMutation({
    mutationFn: () => dataProvider.resetUserValidator({ params: { id: user.id } }),
    onSuccess: () => {
      notify('app.users.validator_reset', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('users') });
    },
    onError: notifyFailure,
  });
  const enabled = user.enabled !== false;
  // The update call takes the whole profile: the user as it is, with the other state.
  const [update, { isPending: toggling }] = useUpdate<User>();
  const toggle = () =>
    update(
      'users',
      { id: user.id, data: { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone ?? '', enabled: !enabled }, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(enabled ? 'app.users.disabled' : 'app.users.enabled', { type: 'success' }),
        onError: notifyFailure,
      },
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ConfirmButton
        label={translate('app.users.reset_validator')}
        title={translate('app.users.reset_validator')}
        content={translate('app.users.reset_validator_confirm', { name })}
        onConfirm={() => validator.mutate()}
        loading={validator.isPending}
        color="warning"
      />
      <ConfirmButton
        label={translate(enabled ? 'app.users.disable' : 'app.users.enable')}
        title={translate(enabled ? 'app.users.disable' : 'app.users.enable')}
        content={translate(enabled ? 'app.users.disable_confirm' : 'app.users.enable_confirm', { name })}
        onConfirm={toggle}
        loading={toggling}
        color="warning"
      />
      <DeleteWithConfirmButton
        resource="users"
        record={user}
        variant="outlined"
        size="medium"
        label={translate('app.users.delete')}
        confirmTitle={translate('app.users.delete')}
        confirmContent={translate('app.users.delete_confirm', { name })}
        mutationOptions={{
          onSuccess: () => {
            notify('app.users.deleted', { type: 'success', messageArgs: { name } });
            navigate('/admin/users');
          },
          onError: notifyFailure,
        }}
      />
    </Stack>
  );
};
