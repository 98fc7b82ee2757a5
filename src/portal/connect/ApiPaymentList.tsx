import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { useCompanyAccounts } from '../accounts/useCompanyAccounts';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { usePhone } from '../frame/usePhone';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { ApiPaymentDecision } from './ApiPaymentDecision';
import { PhoneRowPanel } from './PhoneRowPanel';
import type { ApiPaymentRecord } from './connectRecords';

/**
 * /manager/api-payments: the payments the company's API keys asked for (issue 41), newest first. A key
 * never pays by itself: each waits here until a manager approves it with their one-time code (it is
 * then made as theirs, every check of a new payment run again) or rejects it. A reader reads.
 */
export const ApiPaymentList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canDecide = useAccessContext().role === 'manager';
  const phone = usePhone();
  // A phone's list has no action column: the tapped waiting payment is decided on under the list.
  const [chosen, setChosen] = useState<ApiPaymentRecord | null>(null);
  const accounts = useCompanyAccounts().data ?? [];
  useDocumentTitle('app.connect.api_payments.title');
  const label = (field: string) => translate(`resources.api-payments.fields.${field}`);
  const account = (p: ApiPaymentRecord) => accounts.find((a) => a.id === p.bank_account_id)?.name ?? `#${p.bank_account_id}`;
  const amount = (p: ApiPaymentRecord) => formatMoney(p.amount, p.currency, locale);
  const status = (p: ApiPaymentRecord) => translate(`app.connect.api_payments.statuses.${p.status}`, { _: p.status });
  const waiting = (p: ApiPaymentRecord) => p.status === 'awaiting_confirmation';
  return (
    <PageFrame titleKey="app.connect.api_payments.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 900 }}>{translate('app.connect.api_payments.intro')}</Typography>
      <ResourceList<ApiPaymentRecord>
        resource="api-payments"
        storeKey="api-payments"
        label={translate('app.connect.api_payments.title')}
        sort={{ field: 'id', order: 'DESC' }}
        emptyKey="app.connect.api_payments.empty"
        rowAttributes={(p) => ({ 'data-testid': 'api-payment-row', 'data-status': p.status })}
        mobile={{ primaryText: (p) => `${p.beneficiary} · ${amount(p)}`, secondaryText: (p) => `${account(p)} · ${formatDateTime(p.created_at, locale)}`, tertiaryText: status }}
        {...(canDecide && phone ? { onRowClick: (p: ApiPaymentRecord) => setChosen(waiting(p) ? p : null) } : {})}
        aside={
          phone && chosen && canDecide ? (
            <PhoneRowPanel title={`${chosen.beneficiary} · ${amount(chosen)}`} lines={[account(chosen), formatDateTime(chosen.created_at, locale)]} onClose={() => setChosen(null)}>
              <ApiPaymentDecision key={chosen.id} payment={chosen} onDecided={() => setChosen(null)} />
            </PhoneRowPanel>
          ) : undefined
        }
      >
        <DataTable.Col<ApiPaymentRecord> source="created_at" label={label('created_at')} disableSort render={(p) => formatDateTime(p.created_at, locale)} />
        <DataTable.Col<ApiPaymentRecord> source="kind" label={label('kind')} disableSort render={(p) => translate(`app.connect.api_payments.kinds.${p.kind}`, { _: p.kind })} />
        <DataTable.Col<ApiPaymentRecord> source="bank_account_id" label={label('bank_account_id')} disableSort render={account} />
        <DataTable.Col<ApiPaymentRecord> source="beneficiary" label={label('beneficiary')} disableSort />
        <DataTable.Col<ApiPaymentRecord> source="amount" label={label('amount')} disableSort render={amount} />
        <DataTable.Col<ApiPaymentRecord> source="fee" label={label('fee')} disableSort render={(p) => formatMoney(p.fee, p.currency, locale)} />
        <DataTable.Col<ApiPaymentRecord> source="status" label={label('status')} disableSort render={(p) => <Chip size="small" label={status(p)} color={p.status === 'confirmed' ? 'success' : waiting(p) ? 'warning' : 'default'} />} />
        {canDecide ? <DataTable.Col<ApiPaymentRecord> label={label('actions')} disableSort render={(p) => (waiting(p) ? <ApiPaymentDecision payment={p} /> : null)} /> : null}
      </ResourceList>
    </PageFrame>
  );
};
