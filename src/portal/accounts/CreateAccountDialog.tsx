import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import type { DictionaryCurrency } from '../../contract/entities';
import type { Currency, CurrencyKind } from '../../contract/enums';
import { useDictionary } from '../dictionaries/useDictionary';
import { useFormMutation } from '../errors/useFormMutation';
import { queryKeys } from '../providers/queryKeys';

type CreateAccountDialogProps = { kind: CurrencyKind; open: boolean; onClose: () => void };
type Values = { currency: string; name: string };

/**
 * Opens an account in one of the enabled currencies of the kind (the create_accounts feature): react-admin's
 * create of bank-accounts; every read under the accounts (lists, the own-account forms' map) is read again.
 */
export const CreateAccountDialog = ({ kind, open, onClose }: CreateAccountDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: currencies } = useDictionary<DictionaryCurrency>(kind === 'fiat' ? 'fiat_currencies' : 'crypto_currencies');
  const enabled = (currencies ?? []).filter((c) => c.is_enabled);
  const [values, setValues] = useState<Values>({ currency: '', name: '' });
  const [create] = useCreate();
  const openAccount = (v: Values) => create('bank-accounts', { data: { currency: v.currency as Currency, name: v.name.trim() || undefined } }, { returnPromise: true });
  const { submit, loading, errors } = useFormMutation(openAccount, {
    onSuccess: () => {
      notify('app.money.accounts.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('bank-accounts') });
      setValues({ currency: '', name: '' });
      onClose();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.money.accounts.create_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select name="currency" label={translate('app.money.accounts.currency')} value={values.currency} onChange={(e) => setValues({ ...values, currency: e.target.value })} error={Boolean(errors.currency)} helperText={errors.currency}>
            {enabled.map((c) => (
              <MenuItem key={c.value} value={c.value}>{c.value}</MenuItem>
            ))}
          </TextField>
          <TextField name="name" label={translate('app.money.accounts.name')} value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} error={Boolean(errors.name)} helperText={errors.name} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.money.detail.cancel')}</Button>
        <Button variant="contained" disabled={loading || values.currency === ''} onClick={() => void submit(values)}>{translate('app.money.accounts.create')}</Button>
      </DialogActions>
    </Dialog>
  );
};
