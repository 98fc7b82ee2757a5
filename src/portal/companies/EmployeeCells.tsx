import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CallBody } from '../../contract/calls';
import type { Employee } from '../../contract/entities';
import { MANAGER_ROLE_SLUGS } from '../../contract/enums';
import { formErrorsOf } from '../errors/formErrors';
import type { KontorDataProvider } from '../providers/dataProvider';

const BUSINESS_ROLES = [1, 2, 3, 4, 5, 6] as const;
type EmployeeChange = CallBody<'admin.companies.employeeUpdate'>;
type CellProps = { companyId: number; employee: Employee };

export const employeeName = (e: Employee): string => `${e.first_name} ${e.last_name}`.trim();

/** One change of an employee (the dataProvider's updateEmployee); everything shown is read again after it (react-admin's refresh). */
const useEmployeeChange = ({ companyId, employee }: CellProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { mutate, isPending, error: failure } = useMutation({
    mutationFn: (body: EmployeeChange) => dataProvider.updateEmployee({ params: { id: companyId, employee: employee.id }, body }),
    onSuccess: () => {
      notify('app.companies.employees.updated', { type: 'success' });
      refresh();
    },
  });
  const failed = failure ? formErrorsOf(failure) : null;
  const error = failed ? (Object.values(failed.fields)[0] ?? failed.message) : null;
  return { change: (body: EmployeeChange) => mutate(body), loading: isPending, error };
};

/** The cell's control, with the server's refusal under it. */
const WithError = ({ error, children }: { error: string | null | undefined; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack onClick={(e) => e.stopPropagation()}>
      {children}
      {error ? <Typography variant="caption" color="error" role="alert">{translate(error, { _: error })}</Typography> : null}
    </Stack>
  );
};

type SelectCellProps = {
  label: string;
  value: string | number;
  disabled: boolean;
  error: string | null | undefined;
  onChange: (value: string) => void;
  /** The choices, first the empty one where "none" is allowed. */
  options: { value: string | number; label: string }[];
  displayEmpty?: boolean;
};

/** A select changed in place, with the server's refusal under it. */
const SelectCell = ({ label, value, disabled, error, onChange, options, displayEmpty }: SelectCellProps) => (
  <WithError error={error}>
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 190 }}
      {...(displayEmpty ? { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } } : {})}
    >
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  </WithError>
);

/** The employee's role (manager or manager-reader), changed in place. */
export const EmployeeRoleCell = (props: CellProps) => {
  const translate = useTranslate();
  const { change, loading, error } = useEmployeeChange(props);
  return (
    <SelectCell
      label={translate('app.companies.employees.role')}
      value={props.employee.roles[0]?.slug ?? 'manager'}
      disabled={loading}
      error={error}
      onChange={(v) => change({ role: v as (typeof MANAGER_ROLE_SLUGS)[number] })}
      options={MANAGER_ROLE_SLUGS.map((r) => ({ value: r, label: translate(`app.companies.employees.roles.${r}`) }))}
    />
  );
};

/** The employee's business role (director, shareholder…), or none. */
export const EmployeeBusinessRoleCell = (props: CellProps) => {
  const translate = useTranslate();
  const { change, loading, error } = useEmployeeChange(props);
  return (
    <SelectCell
      label={translate('app.companies.employees.business_role')}
      value={props.employee.employee_business_role_id ?? ''}
      disabled={loading}
      error={error}
      onChange={(v) => change({ employee_business_role_id: v === '' ? null : Number(v) })}
      options={[
        { value: '', label: translate('app.companies.employees.none') },
        ...BUSINESS_ROLES.map((r) => ({ value: r, label: translate(`app.companies.employees.business_roles.${r}`) })),
      ]}
      displayEmpty
    />
  );
};

/** Enabled or not: disabling asks first (the person loses access at once). */
export const EmployeeEnabledCell = (props: CellProps) => {
  const translate = useTranslate();
  const { change, loading, error } = useEmployeeChange(props);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const name = employeeName(props.employee);
  return (
    <WithError error={error}>
      <Switch
        checked={props.employee.enabled !== false}
        disabled={loading}
        onChange={(e) => (e.target.checked ? change({ enabled: true }) : setConfirmDisable(true))}
        slotProps={{ input: { 'aria-label': `${translate('app.companies.employees.enabled')}: ${name}` } }}
      />
      <Confirm
        isOpen={confirmDisable}
        title={translate('app.users.disable')}
        content={translate('app.users.disable_confirm', { name })}
        confirm={translate('app.users.disable')}
        confirmColor="warning"
        cancel={translate('app.companies.cancel')}
        onConfirm={() => {
          setConfirmDisable(false);
          change({ enabled: false });
        }}
        onClose={() => setConfirmDisable(false)}
      />
    </WithError>
  );
};

/** A link to the employee in the users list. */
export const EmployeeOpenCell = ({ employee }: { employee: Employee }) => {
  const translate = useTranslate();
  const label = `${translate('app.companies.employees.open_users')}: ${employeeName(employee)}`;
  return (
    <Tooltip title={label}>
      <IconButton size="small" component={Link} to={`/admin/users/${employee.id}`} aria-label={label} onClick={(e) => e.stopPropagation()}><VisibilityIcon fontSize="small" /></IconButton>
    </Tooltip>
  );
};
