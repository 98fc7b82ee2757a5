import { Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { DataTable, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import type { BankAccountIntegrity } from '../../contract/entities';
import { INTEGRITY_CHECK_STATUSES } from '../../contract/enums';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { useRunIntegrityCheck } from './useRunIntegrityCheck';
import { isRecordId, validateIdFilter } from '../lists/idFilter';

const PER_PAGE = 100;
const accountLabel = (c: BankAccountIntegrity): string => `#${c.bank_account.id} ${c.bank_account.name} · ${c.bank_account.currency}`;
const transactionsPath = (c: BankAccountIntegrity): string => `/admin/transactions/approved_transactions?bid=${c.bank_account.id}`;

/** Runs the check of one account by its id. */
const RunCheck = () => {
  const translate = useTranslate();
  const [accountId, setAccountId] = useState('');
  const { run, running } = useRunIntegrityCheck();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField fullWidth={false} size="small" label={translate('app.money.list.account_id')} value={accountId} onChange={(e) => setAccountId(e.target.value)} />
      <Button variant="contained" size="small" disabled={running !== null || !isRecordId(accountId.trim())} onClick={() => void run(Number(accountId.trim()))}>
        {translate('app.money.bank_accounts.run')}
      </Button>
    </Stack>
  );
};

/**
 * /admin/bank-accounts/integrity: the integrity-checks resource, the checks made (balance against the
 * sum of postings), newest first; status and account filters and paging on the server (which sorts
 * by nothing else, so the headers do not sort); a row opens the account's transactions; a check of
 * one account from the toolbar.
 */
export const IntegrityCheckList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.integrity');
  const label = (field: string) => translate(`app.money.bank_accounts.fields.${field}`);
  const statusLabel = (c: BankAccountIntegrity) => translate(`app.money.bank_accounts.statuses.${c.status}`);
  const money = (amount: string, c: BankAccountIntegrity) => formatMoney(amount, c.bank_account.currency, locale);
  return (
    <PageFrame titleKey="app.routes.integrity">
      <ResourceList<BankAccountIntegrity>
        resource="integrity-checks"
        storeKey="admin.integrity-checks"
        label={translate('app.routes.integrity')}
        perPage={PER_PAGE}
        sort={{ field: 'id', order: 'DESC' }}
        filters={[
          <SelectInput
            key="status"
            source="status"
            alwaysOn
            label={label('status')}
            choices={INTEGRITY_CHECK_STATUSES.map((s) => ({ id: s, name: translate(`app.money.bank_accounts.statuses.${s}`) }))}
            emptyText={translate('app.money.bank_accounts.any_status')}
            sx={{ minWidth: 160 }}
          />,
          <TextInput
            key="bank_account_id"
            source="bank_account_id"
            label={translate('app.money.list.account_id')}
            validate={validateIdFilter()}
          />,
        ]}
        rowLink={transactionsPath}
        rowAttributes={(c) => ({ 'data-testid': 'integrity-check-row', 'data-status': c.status })}
        emptyKey="app.money.bank_accounts.integrity_empty"
        exportAs={{
          fileName: 'integrity-checks',
          columns: () => [
            { header: 'ID', value: (c) => c.id },
            { header: label('checked_at'), value: (c) => c.checked_at },
            { header: label('account'), value: accountLabel },
            { header: label('status'), value: statusLabel },
            { header: label('balance'), value: (c) => c.balance },
            { header: label('postings_sum'), value: (c) => c.postings_sum },
            { header: label('difference'), value: (c) => c.difference },
          ],
        }}
        mobile={{ primaryText: accountLabel, secondaryText: (c) => `${statusLabel(c)} · ${money(c.difference, c)}`, tertiaryText: (c) => formatDateTime(c.checked_at, locale) }}
        actions={<RunCheck />}
      >
        <DataTable.Col<BankAccountIntegrity> source="checked_at" label={label('checked_at')} disableSort render={(c) => formatDateTime(c.checked_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<BankAccountIntegrity> source="bank_account" label={label('account')} disableSort render={accountLabel} />
        <DataTable.Col<BankAccountIntegrity>
          source="status"
          label={label('status')}
          disableSort
          render={(c) => <Chip size="small" color={c.status === 'passed' ? 'success' : 'error'} label={statusLabel(c)} />}
        />
        <DataTable.Col<BankAccountIntegrity> source="balance" label={label('balance')} disableSort align="right" render={(c) => money(c.balance, c)} />
        <DataTable.Col<BankAccountIntegrity> source="postings_sum" label={label('postings_sum')} disableSort align="right" render={(c) => money(c.postings_sum, c)} />
        <DataTable.Col<BankAccountIntegrity> source="difference" label={label('difference')} disableSort align="right" render={(c) => money(c.difference, c)} />
      </ResourceList>
    </PageFrame>
  );
};
