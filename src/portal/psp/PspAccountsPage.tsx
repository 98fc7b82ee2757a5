import { Chip } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ResourceList } from '../lists/ResourceList';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { formatDateTime } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { PspAccountAttachForm } from './PspAccountAttachForm';
import { PSP_PATHS, type PspAccountRecord } from './pspTypes';
import { useMerchant } from './useMerchant';
import { groupedIban } from '../money/groupedIban';

const ActiveChip = ({ record }: { record: PspAccountRecord }) => {
  const translate = useTranslate();
  const active = record.account_fields.active;
  return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={translate(active ? 'app.psp.accounts.active' : 'app.psp.accounts.inactive')} />;
};

/** The accounts attached to the PSP (the psp-accounts resource) and the form to attach one. */
export const PspAccountsList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (key: string) => translate(`app.psp.accounts.${key}`);
  const accountOf = (a: PspAccountRecord) => `${a.bank_account.name} · ${a.bank_account.currency}`;
  const typeOf = (a: PspAccountRecord) => translate(`app.psp.accounts.types.${a.account_type}`, { _: a.account_type });
  return (
    <ResourceList<PspAccountRecord>
      resource="psp-accounts"
      storeKey="psp-accounts"
      label={label('title')}
      emptyKey="app.psp.accounts.empty"
      rowAttributes={(a) => ({ 'data-testid': 'psp-account-row', 'data-active': String(a.account_fields.active) })}
      mobile={{ primaryText: accountOf, secondaryText: typeOf, tertiaryText: (a) => a.external_id }}
    >
      <DataTable.Col<PspAccountRecord> source="bank_account_id" label={label('account')} disableSort render={accountOf} />
      <DataTable.Col<PspAccountRecord> source="bank_account.iban" label={label('iban')} disableSort render={(a) => (a.bank_account.iban ? groupedIban(a.bank_account.iban) : '—')} />
      <DataTable.Col<PspAccountRecord> source="account_type" label={label('account_type')} disableSort render={typeOf} />
      <DataTable.Col source="external_id" label={label('external_id')} disableSort />
      <DataTable.Col<PspAccountRecord> source="account_fields.active" label={label('status')} disableSort render={(a) => <ActiveChip record={a} />} />
      <DataTable.Col<PspAccountRecord> source="created_at" label={label('created_at')} disableSort render={(a) => formatDateTime(a.created_at, locale)} />
    </ResourceList>
  );
};

/** /manager/psp-portal/accounts (PSP portal feature, signed up): a manager-reader sees the list without the form. */
export const PspAccountsPage = () => {
  useDocumentTitle('app.routes.psp_accounts');
  const merchant = useMerchant();
  const writer = useAccessContext().role === 'manager';
  if (merchant.isSuccess && !merchant.data) return <Navigate to={writer ? PSP_PATHS.signUp : PSP_PATHS.overview} replace />;
  return (
    <PageFrame titleKey="app.routes.psp_accounts">
      <PspAccountsList />
      {writer ? <PspAccountAttachForm /> : null}
    </PageFrame>
  );
};

export default PspAccountsPage;
