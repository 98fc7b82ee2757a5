import { Box, Button, Stack } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, SaveButton, SelectInput, SimpleForm, TextInput, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CRYPTO_CURRENCIES } from '../../contract/enums';
import type { BankAccount } from '../../contract/entities';
import { useRecordSave } from '../errors/useRecordSave';
import { PRODUCTS_PATH } from './productPaths';

export type ProductValues = {
  name?: string;
  description?: string | null;
  amount?: string;
  currency?: string;
  to_account_id?: number;
  crypto_currencies?: string[];
  is_active?: boolean;
};

/** The body the contract takes from the form's values (the currency is the credited account's). */
export const productBody = (v: ProductValues, accounts: readonly BankAccount[]) => {
  const account = accounts.find((a) => a.id === Number(v.to_account_id));
  return {
    name: v.name ?? '',
    description: v.description ?? '',
    amount: String(v.amount ?? '').trim(),
    currency: account?.currency ?? v.currency ?? '',
    to_account_id: Number(v.to_account_id),
    crypto_currencies: v.crypto_currencies ?? [],
    is_active: v.is_active ?? true,
  };
};

/** The company's fiat accounts (where proceeds can go). */
export const useFiatAccounts = (): BankAccount[] => {
  const { data } = useGetList<BankAccount>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  return (data ?? []).filter((a) => a.currency_unit.currency_type === 'fiat');
};

const noSubmit = () => undefined;

type Props = { readOnly: boolean; defaultValues?: ProductValues; accounts: BankAccount[] };

/**
 * The product fields for create and edit (a <SimpleForm> inside the page's <Create> / <Edit>); the
 * page's save (react-admin's, through the dataProvider) puts the server's 422 messages onto the inputs.
 */
export const ProductForm = ({ readOnly, defaultValues, accounts }: Props) => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave();
  const label = (field: string) => translate(`resources.products.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {readOnly ? null : <SaveButton label={translate('app.products.save')} disabled={saving} alwaysEnable={!saving} />}
      <Button component={Link} to={PRODUCTS_PATH}>{translate('app.products.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm defaultValues={defaultValues} onSubmit={readOnly ? noSubmit : submit} component={Box} toolbar={toolbar}>
      <TextInput source="name" label={label('name')} disabled={readOnly} fullWidth />
      <TextInput source="description" label={label('description')} disabled={readOnly} multiline minRows={2} fullWidth />
      <SelectInput
        source="to_account_id"
        label={label('to_account_id')}
        disabled={readOnly}
        choices={accounts.map((a) => ({ id: a.id, name: `${a.name} (${a.currency})` }))}
        fullWidth
      />
      <TextInput source="amount" label={label('amount')} disabled={readOnly} inputProps={{ inputMode: 'decimal' }} />
      <CheckboxGroupInput source="crypto_currencies" label={label('crypto_currencies')} disabled={readOnly} choices={CRYPTO_CURRENCIES.map((c) => ({ id: c, name: c }))} />
      <BooleanInput source="is_active" label={label('is_active')} disabled={readOnly} />
    </SimpleForm>
  );
};
