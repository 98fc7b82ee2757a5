import { DataTable, DateField, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { AdminAgent } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { isIbanShaped } from '../payments/rules/ibanShape';
import { beneficiaryName } from './beneficiaryName';
import { BlacklistSwitch } from './BlacklistSwitch';
import { validateIdFilter } from '../lists/idFilter';
import { groupedIban } from '../money/groupedIban';

const T = 'resources.admin-transaction-agents';
const PER_PAGE = 50;

/**
 * /admin/transaction-agents: every company's transaction agents (the admin-transaction-agents resource)
 * with the bank's blacklist (docs/settings.md "Autorecall"). Filters by IBAN, company and state on the
 * server, which lists by id and sorts by nothing else; each row's switch blacklists the agent or lifts it.
 */
export const AdminAgentList = () => {
  const translate = useTranslate();
  useDocumentTitle('app.routes.agent_blacklist');
  const label = (field: string) => translate(`${T}.fields.${field}`);
  return (
    <PageFrame titleKey="app.routes.agent_blacklist">
      <ResourceList<AdminAgent>
        resource="admin-transaction-agents"
        storeKey="admin.transaction-agents"
        label={translate('app.routes.agent_blacklist')}
        perPage={PER_PAGE}
        sort={{ field: 'id', order: 'ASC' }}
        filters={[
          <TextInput
            key="iban"
            source="iban"
            alwaysOn
            resettable
            label={label('iban')}
            parse={(v: string) => v.replace(/\s+/g, '').toUpperCase()}
            // The server looks an IBAN up whole: a half-typed one waits instead of failing the list.
            validate={(v: unknown) => (v && !isIbanShaped(v) ? `${T}.invalid_iban` : undefined)}
          />,
          <TextInput
            key="company_id"
            source="company_id"
            alwaysOn
            label={label('company_id')}
            validate={validateIdFilter(`${T}.invalid_id`)}
          />,
          <SelectInput
            key="blacklisted"
            source="blacklisted"
            alwaysOn
            label={label('blacklisted')}
            emptyText={`${T}.any`}
            choices={[{ id: '1', name: `${T}.only_blacklisted` }, { id: '0', name: `${T}.not_blacklisted` }]}
            sx={{ minWidth: 180 }}
          />,
        ]}
        rowAttributes={(a) => ({ 'data-testid': 'agent-row', 'data-blacklisted': String(a.blacklisted) })}
        emptyKey={`${T}.empty`}
        mobile={{
          primaryText: (a) => <>{beneficiaryName(a)} <BlacklistSwitch agent={a} /></>,
          secondaryText: (a) => (a.iban ? groupedIban(a.iban) : '—'),
          tertiaryText: (a) => `${label('company_id')} ${a.company_id}`,
        }}
      >
        <DataTable.Col source="id" label={label('id')} disableSort />
        <DataTable.Col source="company_id" label={label('company_id')} disableSort />
        <DataTable.Col<AdminAgent> source="company_name" label={label('name')} disableSort render={beneficiaryName} />
        <DataTable.Col<AdminAgent> source="iban" label={label('iban')} disableSort render={(a) => (a.iban ? groupedIban(a.iban) : '—')} sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col source="country" label={label('country')} disableSort />
        <DataTable.Col<AdminAgent> source="blacklisted" label={label('blacklisted')} disableSort render={(a) => <BlacklistSwitch agent={a} />} />
        <DataTable.Col<AdminAgent> source="blacklisted_at" label={label('blacklisted_at')} disableSort render={(a) => (a.blacklisted_at ? <DateField record={a} source="blacklisted_at" showTime /> : '')} />
        <DataTable.Col<AdminAgent> source="blacklist_reason" label={label('blacklist_reason')} disableSort render={(a) => a.blacklist_reason ?? ''} />
      </ResourceList>
    </PageFrame>
  );
};
