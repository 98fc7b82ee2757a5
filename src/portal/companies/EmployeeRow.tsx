import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, MenuItem, Switch, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import type { Employee } from '../../contract/entities';
import { MANAGER_ROLE_SLUGS } from '../../contract/enums';
import { useKontorSubmit } from '../errors/useKontorSubmit';

const BUSINESS_ROLES = [1, 2, 3, 4, 5, 6] as const;
type EmployeeChange = CallBody<'admin.companies.employeeUpdate'> & Record<string, unknown>;
type EmployeeRowProps = { companyId: number; employee: Employee };

/** One user of the company: role, business role and enabled state change in place (disabling asks first). */
export const EmployeeRow = ({ companyId, employee }: EmployeeRowProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirmDisable, setConfirmDisable] = useState(false);
  const submit = useKontorSubmit('admin.companies.employeeUpdate', (v: EmployeeChange) => v, {
    params: { id: companyId, employee: employee.id },
    onSuccess: () => {
      notify('app.companies.employees.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
  const change = (body: EmployeeChange) => void submit.submit(body);
  const role = employee.roles[0]?.slug ?? 'manager';
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  const error = Object.values(submit.errors)[0] ?? submit.message;
  return (
    <TableRow data-testid="employee-row">
      <TableCell>
        {name}
        {error ? <Typography variant="caption" color="error" component="p" role="alert">{translate(error, { _: error })}</Typography> : null}
      </TableCell>
      <TableCell>{employee.email}</TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('app.companies.employees.role')}
          value={role}
          disabled={submit.loading}
          onChange={(e) => change({ role: e.target.value as (typeof MANAGER_ROLE_SLUGS)[number] })}
          sx={{ minWidth: 190 }}
        >
          {MANAGER_ROLE_SLUGS.map((r) => <MenuItem key={r} value={r}>{translate(`app.companies.employees.roles.${r}`)}</MenuItem>)}
        </TextField>
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('app.companies.employees.business_role')}
          value={employee.employee_business_role_id ?? ''}
          disabled={submit.loading}
          onChange={(e) => change({ employee_business_role_id: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ minWidth: 190 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('app.companies.employees.none')}</MenuItem>
          {BUSINESS_ROLES.map((r) => <MenuItem key={r} value={r}>{translate(`app.companies.employees.business_roles.${r}`)}</MenuItem>)}
        </TextField>
      </TableCell>
      <TableCell>{translate(employee.two_factor_auth.google ? 'app.companies.yes' : 'app.companies.no')}</TableCell>
      <TableCell>
        <Switch
          checked={employee.enabled !== false}
          disabled={submit.loading}
          onChange={(e) => (e.target.checked ? change({ enabled: true }) : setConfirmDisable(true))}
          slotProps={{ input: { 'aria-label': `${translate('app.companies.employees.enabled')}: ${name}` } }}
        />
        <Confirm
          isOpen={confirmDisable}
          title={translate('app.users.disable')}
          content={translate('app.users.disable_confirm', { name })}
          confirm={translate('app.users.disable')}
          cancel={translate('app.companies.cancel')}
          onConfirm={() => {
            setConfirmDisable(false);
            change({ enabled: false });
          }}
          onClose={() => setConfirmDisable(false)}
        />
      </TableCell>
      <TableCell>
        <Tooltip title={translate('app.companies.employees.open_users')}>
          <IconButton size="small" component={Link} to={`/admin/users/${employee.id}`} aria-label={translate('app.companies.employees.open_users')}><VisibilityIcon fontSize="small" /></IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
};
