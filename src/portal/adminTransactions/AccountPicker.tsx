import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { accountIdentifier } from '../money/groupedIban';

type AccountPickerProps = { value: BankAccount | null; onChange: (account: BankAccount | null) => void; error?: string };

/** Any customer account, found by name, IBAN or account number (a/bank-accounts search). */
export const AccountPicker = ({ value, onChange, error }: AccountPickerProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useGetList<BankAccount>('admin-bank-accounts', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'ASC' },
    filter: search.trim() ? { search: search.trim() } : {},
  });
  return (
    <Autocomplete
      options={data ?? []}
      value={value}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(a) => `#${a.id} ${a.name} · ${a.currency} ${accountIdentifier(a)}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, a) => onChange(a)}
      onInputChange={(_, text, reason) => (reason === 'input' ? setSearch(text) : undefined)}
      renderInput={(params) => <TextField {...params} name="bank_account_id" label={translate('app.money.admin.account')} error={Boolean(error)} helperText={error} />}
    />
  );
};
