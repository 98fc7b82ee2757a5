import { DataTable, useTranslate } from 'react-admin';
import type { Employee } from '../../contract/entities';
import { ResourceList } from '../lists/ResourceList';
import { EmployeeBusinessRoleCell, EmployeeEnabledCell, EmployeeOpenCell, EmployeeRoleCell, employeeName } from './EmployeeCells';

type CompanyEmployeesProps = { companyId: number };

/**
 * The users of a company (the `company-employees` resource, paged on the server): role, business role
 * and enabled state change in their cells; each opens in the users list.
 */
export const CompanyEmployees = ({ companyId }: CompanyEmployeesProps) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`app.companies.employees.${field}`);
  const yesNo = (e: Employee) => translate(e.two_factor_auth.google ? 'app.companies.yes' : 'app.companies.no');
  return (
    <ResourceList<Employee>
      resource="company-employees"
      storeKey={`company-employees.${companyId}`}
      label={translate('app.companies.tabs.employees')}
      disableSyncWithLocation
      queryOptions={{ meta: { params: { id: companyId } } }}
      rowAttributes={() => ({ 'data-testid': 'employee-row' })}
      emptyKey="app.companies.employees.empty"
      exportAs={{
        fileName: `company-${companyId}-employees`,
        columns: () => [
          { header: label('name'), value: employeeName },
          { header: label('email'), value: (e) => e.email },
          { header: label('role'), value: (e) => translate(`app.companies.employees.roles.${e.roles[0]?.slug ?? 'manager'}`) },
          { header: label('business_role'), value: (e) => (e.employee_business_role_id ? translate(`app.companies.employees.business_roles.${e.employee_business_role_id}`) : '') },
          { header: label('two_factor'), value: yesNo },
          { header: label('enabled'), value: (e) => translate(e.enabled !== false ? 'app.companies.yes' : 'app.companies.no') },
        ],
      }}
      mobile={{ primaryText: employeeName, secondaryText: (e) => e.email, tertiaryText: (e) => translate(`app.companies.employees.roles.${e.roles[0]?.slug ?? 'manager'}`) }}
    >
      <DataTable.Col<Employee> source="name" label={label('name')} disableSort render={employeeName} />
      <DataTable.Col source="email" label={label('email')} disableSort />
      <DataTable.Col<Employee> source="role" label={label('role')} disableSort render={(e) => <EmployeeRoleCell companyId={companyId} employee={e} />} />
      <DataTable.Col<Employee> source="employee_business_role_id" label={label('business_role')} disableSort render={(e) => <EmployeeBusinessRoleCell companyId={companyId} employee={e} />} />
      <DataTable.Col<Employee> source="two_factor" label={label('two_factor')} disableSort render={yesNo} />
      <DataTable.Col<Employee> source="enabled" label={label('enabled')} disableSort render={(e) => <EmployeeEnabledCell companyId={companyId} employee={e} />} />
      <DataTable.Col<Employee> source="open" label={label('open_users')} disableSort render={(e) => <EmployeeOpenCell employee={e} />} />
    </ResourceList>
  );
};
