import { MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { User } from '../../contract/entities';
import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS, type RoleSlug } from '../../contract/enums';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { ConfirmButton } from './ConfirmButton';
import { isCustomer } from './isCustomer';

type UserRoleFormProps = { user: User };

/** Customers move between manager and manager-reader, administrators between admin roles (the server decides who may). */
export const UserRoleForm = ({ user }: UserRoleFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const current = user.roles[0]?.slug ?? 'manager';
  const [role, setRole] = useState<RoleSlug>(current);
  const choices: readonly RoleSlug[] = isCustomer(user) ? MANAGER_ROLE_SLUGS : ADMIN_ROLE_SLUGS;
  const submit = useKontorSubmit('admin.users.role', (v: { role: RoleSlug }) => ({ role: v.role }), {
    params: { id: user.id },
    onSuccess: () => {
      notify('app.users.role_changed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        fullWidth={false}
        select
        size="small"
        label={translate('app.users.columns.role')}
        value={role}
        onChange={(e) => setRole(e.target.value as RoleSlug)}
        error={Boolean(submit.errors.role)}
        helperText={submit.errors.role}
        sx={{ minWidth: 220 }}
      >
        {choices.map((r) => <MenuItem key={r} value={r}>{translate(`app.users.roles.${r}`)}</MenuItem>)}
      </TextField>
      {role !== current ? (
        <ConfirmButton
          label={translate('app.users.change_role')}
          title={translate('app.users.change_role')}
          content={translate('app.users.change_role_confirm', { role: translate(`app.users.roles.${role}`) })}
          submit={submit}
          values={{ role }}
        />
      ) : null}
    </Stack>
  );
};
