import { BulkDeleteButton, DataTable, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import type { User } from '../../contract/entities';
import { ROLE_SLUGS } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { UserRowActions } from './UserRow';
import { userName } from './userName';
import { validateIdFilter } from '../lists/idFilter';

const recordPath = (u: User): string => `/admin/users/${u.id}`;
/** Keeps a click on a row's buttons from opening the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * /admin/users: the users resource. Search, role and state filters, sort and paging on the server
 * (name, e-mail, role, enabled and created sort there; company and two-factor do not); ?company_id=
 * (a company's employees) opens it filtered. Bulk delete asks first; the server refuses users with
 * money history.
 */
export const UserList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.users');
  const label = (column: string) => translate(`app.users.columns.${column}`);
  const yesNo = (v: boolean | undefined) => translate(v ? 'app.users.yes' : 'app.users.no');
  const roles = (u: User) => u.roles.map((r) => translate(`app.users.roles.${r.slug}`)).join(', ');
  return (
    <PageFrame titleKey="app.routes.users">
      <ResourceList<User>
        resource="users"
        storeKey="admin.users"
        label={translate('app.routes.users')}
        sort={{ field: 'created_at', order: 'DESC' }}
        addressFilters={['company_id']}
        filters={[
          <TextInput key="search" source="search" alwaysOn label={translate('app.users.search')} resettable sx={{ minWidth: 260 }} />,
          <SelectInput
            key="role"
            source="role"
            alwaysOn
            label={label('role')}
            choices={ROLE_SLUGS.map((r) => ({ id: r, name: translate(`app.users.roles.${r}`) }))}
            emptyText={translate('app.users.all')}
            sx={{ minWidth: 180 }}
          />,
          <SelectInput
            key="enabled"
            source="enabled"
            alwaysOn
            label={label('enabled')}
            choices={[{ id: '1', name: translate('app.users.yes') }, { id: '0', name: translate('app.users.no') }]}
            emptyText={translate('app.users.all')}
            sx={{ minWidth: 140 }}
          />,
          <TextInput key="company_id" source="company_id" label={translate('app.users.company_id')} validate={validateIdFilter()} />,
        ]}
        rowLink={recordPath}
        rowAttributes={() => ({ 'data-testid': 'user-row' })}
        emptyKey="app.users.empty"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" confirmColor="warning" />}
        exportAs={{
          fileName: 'users',
          columns: () => [
            { header: 'ID', value: (u) => u.id },
            { header: label('name'), value: userName },
            { header: label('email'), value: (u) => u.email },
            { header: label('role'), value: roles },
            { header: label('company'), value: (u) => u.company?.name },
            { header: label('two_factor'), value: (u) => yesNo(u.two_factor_auth.google) },
            { header: label('enabled'), value: (u) => yesNo(u.enabled) },
            { header: label('created_at'), value: (u) => u.created_at },
          ],
        }}
        mobile={{ primaryText: userName, secondaryText: (u) => u.email, tertiaryText: roles }}
      >
        <DataTable.Col<User> source="name" label={label('name')} render={userName} />
        <DataTable.Col source="email" label={label('email')} />
        <DataTable.Col<User> source="role" label={label('role')} render={roles} />
        <DataTable.Col<User> source="company" label={label('company')} disableSort render={(u) => u.company?.name ?? ''} />
        <DataTable.Col<User> source="two_factor" label={label('two_factor')} disableSort render={(u) => yesNo(u.two_factor_auth.google)} />
        <DataTable.Col<User> source="enabled" label={label('enabled')} render={(u) => yesNo(u.enabled)} />
        <DataTable.Col<User> source="created_at" label={label('created_at')} render={(u) => formatDateTime(u.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<User>
          label={label('actions')}
          disableSort
          render={(u) => <span onClick={stop} role="presentation" style={{ whiteSpace: 'nowrap' }}><UserRowActions user={u} /></span>}
        />
      </ResourceList>
    </PageFrame>
  );
};
