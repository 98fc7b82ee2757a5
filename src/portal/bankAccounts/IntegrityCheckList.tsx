import { Button, Chip, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { BankAccountIntegrity } from '../../contract/entities';
import { INTEGRITY_CHECK_STATUSES } from '../../contract/enums';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { ListFeedback, ListHeader, ListPagination, ListSelectFilter } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime, formatMoney } from '../tables/formatMoney';
import { useRunIntegrityCheck } from './useRunIntegrityCheck';

const PER_PAGE = 100;
const COLUMNS = ['checked_at', 'account', 'status', 'balance', 'postings_sum', 'difference'] as const;

/** /admin/bank-accounts/integrity: the checks made (balance against the sum of postings), and a check of one account. */
export const IntegrityCheckList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.integrity');
  const [status, setStatus] = useState('');
  const [accountId, setAccountId] = useState('');
  const [page, setPage] = useState(1);
  const { run, running } = useRunIntegrityCheck();
  const { data, total, isFetching } = useGetList<BankAccountIntegrity>('integrity-checks', {
    pagination: { page, perPage: PER_PAGE }, sort: { field: 'id', order: 'DESC' }, filter: status ? { status } : {},
  });
  return (
    <PageFrame titleKey="app.routes.integrity">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <ListSelectFilter
          label={translate('app.money.bank_accounts.fields.status')}
          value={status}
          onChange={(v) => { setStatus(v); setPage(1); }}
          allLabel={translate('app.money.bank_accounts.any_status')}
          options={INTEGRITY_CHECK_STATUSES.map((s) => ({ value: s, label: translate(`app.money.bank_accounts.statuses.${s}`) }))}
          sx={{ minWidth: 160 }}
        />
        <TextField fullWidth={false} size="small" label={translate('app.money.list.account_id')} value={accountId} onChange={(e) => setAccountId(e.target.value)} />
        <Button variant="contained" disabled={running !== null || !/^\d+$/.test(accountId.trim())} onClick={() => void run(Number(accountId.trim()))}>
          {translate('app.money.bank_accounts.run')}
        </Button>
      </Stack>
      <ListFeedback isFetching={isFetching} />
      <ScrollBox>
      <Table size="small">
        <ListHeader columns={COLUMNS} labelPrefix="app.money.bank_accounts.fields." />
        <TableBody>
          {(data ?? []).map((c) => (
            <TableRow key={c.id}>
              <TableCell>{formatDateTime(c.checked_at, locale)}</TableCell>
              <TableCell>{`#${c.bank_account.id} ${c.bank_account.name} · ${c.bank_account.currency}`}</TableCell>
              <TableCell><Chip size="small" color={c.status === 'passed' ? 'success' : 'error'} label={translate(`app.money.bank_accounts.statuses.${c.status}`)} /></TableCell>
              <TableCell sx={{ textAlign: 'right' }}>{formatMoney(c.balance, c.bank_account.currency, locale)}</TableCell>
              <TableCell sx={{ textAlign: 'right' }}>{formatMoney(c.postings_sum, c.bank_account.currency, locale)}</TableCell>
              <TableCell sx={{ textAlign: 'right' }}>{formatMoney(c.difference, c.bank_account.currency, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.money.list.displayed" />
    </PageFrame>
  );
};
