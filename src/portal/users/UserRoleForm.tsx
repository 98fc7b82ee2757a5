import { Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, required, SelectInput, SimpleForm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { User } from '../../contract/entities';
import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS, type RoleSlug } from '../../contract/enums';
import { useFormMutation, type FormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { isCustomer } from './isCustomer';

const validateRole = required();

/** "Change role" once another role is chosen; the form is submitted only after the confirmation. */
const ChangeRoleButton = ({ current, submit }: { current: RoleSlug; submit: FormMutation }) => {
  const translate = useTranslate();
  const role = useWatch<{ role?: RoleSlug }>({ name: 'role' });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!role || role === current) return null;
  const label = translate('app.users.change_role');
  return (
    <>
      <Button ref={button} type="button" variant="outlined" disabled={submit.loading} onClick={() => setOpen(true)}>{label}</Button>
      <Confirm
        isOpen={open}
        loading={submit.loading}
        title={label}
        content={translate('app.users.change_role_confirm', { role: translate(`app.users.roles.${role}`) })}
        confirm={label}
        cancel={translate('app.users.cancel')}
        onConfirm={() => {
          setOpen(false);
          // The form's own submit: its onSubmit (useFormMutation) puts a 422 on the role input.
          button.current?.form?.requestSubmit();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The role of the page's user (a <SimpleForm> of the <Edit>'s record), sent with the dataProvider's
 * role action: customers move between manager and manager-reader, administrators
 * between admin roles (the server decides who may).
 */
export const UserRoleForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const user = useRecordContext<User>();
  const submit = useFormMutation((v: { role: RoleSlug }) => dataProvider.setUserRole({ params: { id: user?.id ?? 0 }, body: { role: v.role } }), {
    onSuccess: () => {
      notify('app.users.role_changed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('users') });
    },
  });
  if (!user) return null;
  const current: RoleSlug = user.roles[0]?.slug ?? 'manager';
  const choices = (isCustomer(user) ? MANAGER_ROLE_SLUGS : ADMIN_ROLE_SLUGS).map((r) => ({ id: r, name: translate(`app.users.roles.${r}`) }));
  return (
    <SimpleForm defaultValues={{ role: current }} onSubmit={submit.submit} component={Box} toolbar={false}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SelectInput source="role" label={translate('app.users.columns.role')} choices={choices} validate={validateRole} fullWidth={false} sx={{ minWidth: 220 }} />
        <ChangeRoleButton current={current} submit={submit} />
      </Stack>
    </SimpleForm>
  );
};
