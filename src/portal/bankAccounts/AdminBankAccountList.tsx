import { Button } from '@mui/material';
import { DataTable, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../contract/entities';
import { CURRENCIES } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { formatMoney } from '../money/formatMoney';
import { useRunIntegrityCheck } from './useRunIntegrityCheck';
import { accountIdentifier } from '../money/groupedIban';

const PER_PAGE = 100;
const ID = /^\d{1,10}$/;
const transactionsPath = (a: BankAccount): string => `/admin/transactions/approved_transactions?bid=${a.id}`;
const accountLabel = (a: BankAccount): string => `${a.name} · ${a.currency}`;
/** Keeps a click on a row's buttons from opening the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * /admin/bank-accounts: the admin-bank-accounts resource, every customer account with balances.
 * Search, company and currency filters and paging on the server (100 a page); the server lists by id
 * and sorts by nothing else, so the headers do not sort. A row opens the account's transactions; run
 * an integrity check from its row.
 */
export const AdminBankAccountList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.bank_accounts');
  const { run, running } = useRunIntegrityCheck();
  const label = (field: string) => translate(`app.money.bank_accounts.fields.${field}`);
  return (
    <PageFrame titleKey="app.routes.bank_accounts">
      <ResourceList<BankAccount>
        resource="admin-bank-accounts"
        storeKey="admin.bank-accounts"
        label={translate('app.routes.bank_accounts')}
        perPage={PER_PAGE}
        sort={{ field: 'id', order: 'ASC' }}
        filters={[
          <TextInput key="search" source="search" alwaysOn resettable label={translate('app.money.list.search')} />,
          <TextInput
            key="company_id"
            source="company_id"
            alwaysOn
            label={translate('app.money.list.company_id')}
            validate={(v: unknown) => (v && !ID.test(String(v).trim()) ? 'app.activity.invalid_id' : undefined)}
          />,
          <SelectInput key="currency" source="currency" alwaysOn label={translate('app.money.accounts.currency')} choices={CURRENCIES.map((c) => ({ id: c, name: c }))} sx={{ minWidth: 120 }} />,
        ]}
        rowLink={transactionsPath}
        rowAttributes={() => ({ 'data-testid': 'bank-account-row' })}
        emptyKey="app.money.bank_accounts.empty"
        exportAs={{
          fileName: 'bank-accounts',
          columns: () => [
            { header: label('id'), value: (a) => a.id },
            { header: label('company_id'), value: (a) => a.company_id },
            { header: label('name'), value: (a) => a.name },
            { header: translate('app.money.accounts.currency'), value: (a) => a.currency },
            { header: label('iban'), value: (a) => a.iban ?? a.account_number },
            { header: label('balance'), value: (a) => a.balance },
            { header: label('available_balance'), value: (a) => a.available_balance },
          ],
        }}
        mobile={{ primaryText: accountLabel, secondaryText: (a) => formatMoney(a.balance, a.currency, locale), tertiaryText: (a) => accountIdentifier(a) }}
        actions={<Button size="small" component={Link} to="/admin/bank-accounts/integrity">{translate('app.money.bank_accounts.integrity')}</Button>}
      >
        <DataTable.Col source="id" label={label('id')} disableSort />
        <DataTable.Col source="company_id" label={label('company_id')} disableSort />
        <DataTable.Col<BankAccount> source="name" label={label('name')} disableSort render={accountLabel} />
        <DataTable.Col<BankAccount> source="iban" label={label('iban')} disableSort render={(a) => accountIdentifier(a)} sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col<BankAccount> source="balance" label={label('balance')} disableSort align="right" render={(a) => formatMoney(a.balance, a.currency, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<BankAccount>
          source="available_balance"
          label={label('available_balance')}
          disableSort
          align="right"
          render={(a) => formatMoney(a.available_balance, a.currency, locale)}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <DataTable.Col<BankAccount>
          label={label('actions')}
          disableSort
          render={(a) => (
            <span onClick={stop} role="presentation" style={{ whiteSpace: 'nowrap' }}>
              <Button size="small" disabled={running !== null} onClick={() => void run(a.id)}>{translate('app.money.bank_accounts.run')}</Button>
              <Button size="small" component={Link} to={transactionsPath(a)}>{translate('app.money.accounts.transactions')}</Button>
            </span>
          )}
        />
      </ResourceList>
    </PageFrame>
  );
};
