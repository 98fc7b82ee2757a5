import { useQueryClient } from '@tanstack/react-query';
import { SaveButton, SelectInput, SimpleForm, Toolbar, required, useGetList, useNotify, useTranslate } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { isCryptoCurrency } from '../../contract/enums';
import { useRecordSave } from '../errors/useRecordSave';
import { RecordPage } from '../frame/RecordPage';
import { PSP_ACCOUNT_TYPES } from './pspTypes';
import { queryKeys } from '../providers/queryKeys';

type AttachValues = { bank_account_id?: number | string; account_type?: string };

/**
 * Attaches an own fiat account to the PSP: react-admin's <Create> of psp-accounts, saved by react-admin
 * through the dataProvider, so a PSP that is down shows the portal's warning and 422s land on the inputs.
 */
export const PspAccountAttachForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const accounts = useGetList<BankAccount>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const choices = (accounts.data ?? []).filter((a) => !isCryptoCurrency(a.currency)).map((a) => ({ id: a.id, name: `${a.name} · ${a.currency}${a.iban ? ` · ${a.iban}` : ''}` }));
  // react-admin refetches the PSP accounts after the create; the merchant read beside them too.
  const onSuccess = () => {
    notify('app.psp.accounts.attached', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.pspMerchant() });
  };
  return (
    <section aria-labelledby="psp-attach-title">
      <h2 id="psp-attach-title" style={{ fontSize: '1.25rem', fontWeight: 500, margin: '24px 0 8px' }}>{translate('app.psp.accounts.add')}</h2>
      <RecordPage.Create resource="psp-accounts" redirect={false} transform={attachBody} mutationOptions={{ onSuccess }}>
        <AttachForm choices={choices} choicesPending={accounts.isPending} />
      </RecordPage.Create>
    </section>
  );
};

/** The body of the attachment. */
const attachBody = (v: AttachValues) => ({ bank_account_id: Number(v.bank_account_id), account_type: String(v.account_type ?? '') });

/** The attachment's fields, saved with react-admin's save of the page's <Create>. */
const AttachForm = ({ choices, choicesPending }: { choices: { id: number; name: string }[]; choicesPending: boolean }) => {
  const { submit, saving } = useRecordSave();
  return (
    <SimpleForm onSubmit={submit} toolbar={<Toolbar><SaveButton label="app.psp.accounts.attach" disabled={saving} alwaysEnable /></Toolbar>}>
      <SelectInput source="bank_account_id" label="app.psp.accounts.account" choices={choices} validate={required()} isPending={choicesPending} fullWidth />
      <SelectInput source="account_type" label="app.psp.accounts.account_type" choices={PSP_ACCOUNT_TYPES.map((t) => ({ id: t, name: `app.psp.accounts.types.${t}` }))} validate={required()} fullWidth />
    </SimpleForm>
  );
};
