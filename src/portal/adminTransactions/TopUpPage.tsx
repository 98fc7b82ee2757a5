import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { formatMoney } from '../money/formatMoney';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { PaymentField } from '../payments/PaymentField';
import { AccountPicker } from './AccountPicker';

type Values = { account: BankAccount | null; amount: string; ref_message: string; sender_iban: string; sender_name: string };
const EMPTY: Values = { account: null, amount: '', ref_message: '', sender_iban: '', sender_name: '' };
const TEXT_FIELDS = ['ref_message', 'sender_iban', 'sender_name'] as const;

/** /admin/transactions/credit (Top-up balance): credits a customer account; two-factor through the shell's prompt. */
export const TopUpPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.top_up');
  const [values, setValues] = useState<Values>(EMPTY);
  // What the server says it did with the last top-up: a blacklisted sender's deposit is recalled at once,
  // a deposit into an exchanging account is exchanged; the admin must see that, not only "topped up".
  const [outcome, setOutcome] = useState<string | null>(null);
  const { submit, loading, errors, message } = useFormMutation(
    (v: Values) =>
      dataProvider.creditAccount({
        body: {
          bank_account_id: v.account?.id ?? 0,
          amount: v.amount.trim(),
          ref_message: v.ref_message.trim() || undefined,
          // The remitter (docs/settings.md "Autorecall"): a blacklisted agent's IBAN is recalled while autorecall is on.
          sender_iban: v.sender_iban.replace(/\s+/g, '') || undefined,
          sender_name: v.sender_name.trim() || undefined,
        },
        // What the code dialog shows the code confirms.
        meta: { summary: { amount: v.account ? formatMoney(v.amount.trim(), v.account.currency, locale) : v.amount, payee: v.account?.name } },
      }),
    {
      onSuccess: ({ data: t, message: said }) => {
        setOutcome(said);
        notify('app.money.admin.topped_up', { type: 'success', messageArgs: { name: t.name } });
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource('admin-transactions') });
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource('admin-bank-accounts') });
        setValues(EMPTY);
      },
    },
  );
  return (
    <PageFrame titleKey="app.routes.top_up">
      <Stack spacing={2} sx={{ maxWidth: 560 }} component="form" onSubmit={(e) => { e.preventDefault(); setOutcome(null); void submit(values); }}>
        {outcome ? <Alert severity="info" role="status">{translate(outcome, { _: outcome })}</Alert> : null}
        {message && Object.keys(errors).length === 0 ? <Alert severity="error">{translate(message, { _: message })}</Alert> : null}
        <AccountPicker value={values.account} onChange={(account) => setValues({ ...values, account })} error={errors.bank_account_id} />
        <PaymentField name="amount" entry="amount" label="app.money.admin.amount" values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, amount: String(patch.amount ?? '') }))} />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={translate(field === 'ref_message' ? 'app.money.columns.ref_message' : `app.money.admin.${field}`)}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? (field === 'sender_iban' ? translate('app.money.admin.sender_hint') : undefined)}
          />
        ))}
        <Button type="submit" variant="contained" disabled={loading || !values.account || values.amount.trim() === ''}>{translate('app.money.admin.top_up')}</Button>
      </Stack>
    </PageFrame>
  );
};
