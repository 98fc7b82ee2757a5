import type { ReactElement } from 'react';
import { SearchInput, SelectInput, TextInput, useGetList, useListContext, type TranslateFunction } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { PERIOD_PRESETS } from '../../contract/enums';
import { LocaleDateInput } from '../lists/LocaleDateInput';

type AccountFilterInputProps = { source: string; label: string; alwaysOn?: boolean; emptyText: string };

/** The company's own accounts as a filter (an account of the link shows by id until the accounts have arrived). */
const AccountFilterInput = ({ source, label, emptyText }: AccountFilterInputProps) => {
  const accounts = useGetList<BankAccount>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const current = useListContext().filterValues[source] as unknown;
  const choices = (accounts.data ?? []).map((a) => ({ id: String(a.id), name: `${a.name} · ${a.currency}` }));
  if (current !== undefined && current !== null && current !== '' && !choices.some((c) => c.id === String(current))) choices.unshift({ id: String(current), name: `#${String(current)}` });
  return <SelectInput source={source} label={label} choices={choices} emptyText={emptyText} isPending={accounts.isPending} format={(v: unknown) => (v === null || v === undefined ? '' : String(v))} sx={{ minWidth: 220 }} />;
};

type FilterOptions = {
  admin: boolean;
  /** Whether the company's own accounts are offered as a filter (not on lists of other companies). */
  accounts: boolean;
};

/**
 * The filter inputs of a transaction list, all shown at once and sent to the server: account (manager:
 * a choice of the company's accounts; admin: company and account ids), dates, period and search.
 */
export const transactionFilterInputs = (translate: TranslateFunction, { admin, accounts }: FilterOptions): ReactElement[] => [
  <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.money.list.search')} />,
  ...(admin
    ? [
        <TextInput key="company_id" source="company_id" alwaysOn label={translate('app.money.list.company_id')} sx={{ width: 140 }} />,
        <TextInput key="bank_account_id" source="bank_account_id" alwaysOn label={translate('app.money.list.account_id')} sx={{ width: 140 }} />,
      ]
    : accounts
      ? [<AccountFilterInput key="bank_account_id" source="bank_account_id" alwaysOn label={translate('app.money.list.account')} emptyText={translate('app.money.list.all_accounts')} />]
      : []),
  <LocaleDateInput key="from_date" source="from_date" alwaysOn label={translate('app.money.list.from_date')} />,
  <LocaleDateInput key="to_date" source="to_date" alwaysOn label={translate('app.money.list.to_date')} />,
  <SelectInput
    key="period"
    source="period"
    alwaysOn
    label={translate('app.money.list.period')}
    emptyText={translate('app.money.list.any_period')}
    choices={PERIOD_PRESETS.map((p) => ({ id: p, name: translate(`app.money.periods.${p}`) }))}
    sx={{ minWidth: 160 }}
  />,
];
