import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { PERIOD_PRESETS } from '../../contract/enums';
import { EMPTY_FILTERS, type TransactionFilterValues } from './transactionFilters';

type TransactionFiltersProps = {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
  admin: boolean;
  /** Whether the company's own accounts are offered as a filter (not on lists of other companies). */
  accounts?: boolean;
};

const SEARCH_DELAY_MS = 400;

/** Account (manager: a choice of the company's accounts; admin: ids), dates, period and search. */
export const TransactionFilters = ({ value, onChange, admin, accounts: ownAccounts = true }: TransactionFiltersProps) => {
  const translate = useTranslate();
  const accounts = useGetList<BankAccount>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { enabled: !admin && ownAccounts });
  const [search, setSearch] = useState(value.search);
  useEffect(() => setSearch(value.search), [value.search]);
  useEffect(() => {
    if (search === value.search) return undefined;
    // Typing waits for a pause before the server is asked again.
    const timer = setTimeout(() => onChange({ ...value, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);
  const set = (key: keyof TransactionFilterValues) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {admin ? (
        <>
          <TextField fullWidth={false} size="small" label={translate('app.money.list.company_id')} value={value.company_id} onChange={set('company_id')} inputMode="numeric" sx={{ width: 140 }} />
          <TextField fullWidth={false} size="small" label={translate('app.money.list.account_id')} value={value.bank_account_id} onChange={set('bank_account_id')} inputMode="numeric" sx={{ width: 140 }} />
        </>
      ) : ownAccounts ? (
        <TextField fullWidth={false} select size="small" label={translate('app.money.list.account')} value={value.bank_account_id} onChange={set('bank_account_id')} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate('app.money.list.all_accounts')}</MenuItem>
          {/* An account of the link shows by id until the company's accounts have arrived. */}
          {value.bank_account_id && !accounts.data?.some((a) => String(a.id) === value.bank_account_id) ? (
            <MenuItem value={value.bank_account_id}>{`#${value.bank_account_id}`}</MenuItem>
          ) : null}
          {(accounts.data ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>{`${a.name} · ${a.currency}`}</MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField fullWidth={false} size="small" type="date" label={translate('app.money.list.from_date')} value={value.from_date} onChange={set('from_date')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField fullWidth={false} size="small" type="date" label={translate('app.money.list.to_date')} value={value.to_date} onChange={set('to_date')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField fullWidth={false} select size="small" label={translate('app.money.list.period')} value={value.period} onChange={set('period')} sx={{ minWidth: 160 }}>
        <MenuItem value="">{translate('app.money.list.any_period')}</MenuItem>
        {PERIOD_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>{translate(`app.money.periods.${p}`)}</MenuItem>
        ))}
      </TextField>
      <TextField fullWidth={false} size="small" type="search" label={translate('app.money.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <Button onClick={() => onChange(EMPTY_FILTERS)}>{translate('app.money.list.reset')}</Button>
    </Stack>
  );
};
