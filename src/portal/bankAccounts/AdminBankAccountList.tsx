import { Button, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../contract/entities';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { ListFeedback, ListHeader, ListPagination, ListSearchField } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatMoney } from '../tables/formatMoney';
import { useSettledInput } from '../tables/useListSearch';
import { useRunIntegrityCheck } from './useRunIntegrityCheck';

const PER_PAGE = 100;
const COLUMNS = ['id', 'company_id', 'name', 'iban', 'balance', 'available_balance', 'actions'] as const;

/** /admin/bank-accounts: every customer account with balances; run an integrity check, open its transactions. */
export const AdminBankAccountList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.bank_accounts');
  const [typed, setTyped] = useState({ search: '', company: '' });
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const { run, running } = useRunIntegrityCheck();
  useSettledInput(typed, (value) => {
    const next: Record<string, string> = {};
    if (value.search.trim()) next.search = value.search.trim();
    if (/^\d+$/.test(value.company.trim())) next.company_id = value.company.trim();
    setFilter(next);
    setPage(1);
  });
  const { data, total, isFetching } = useGetList<BankAccount>('admin-bank-accounts', { pagination: { page, perPage: PER_PAGE }, sort: { field: 'id', order: 'ASC' }, filter }, { placeholderData: (p) => p });
  return (
    <PageFrame titleKey="app.routes.bank_accounts">
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <ListSearchField label={translate('app.money.list.search')} value={typed.search} onChange={(search) => setTyped({ ...typed, search })} />
        <TextField fullWidth={false} size="small" label={translate('app.money.list.company_id')} value={typed.company} onChange={(e) => setTyped({ ...typed, company: e.target.value })} />
        <Button component={Link} to="/admin/bank-accounts/integrity">{translate('app.money.bank_accounts.integrity')}</Button>
      </Stack>
      <ListFeedback isFetching={isFetching} />
      <ScrollBox>
      <Table size="small">
        <ListHeader columns={COLUMNS} labelPrefix="app.money.bank_accounts.fields." />
        <TableBody>
          {(data ?? []).map((a) => (
            <TableRow key={a.id} hover>
              <TableCell>{a.id}</TableCell>
              <TableCell>{a.company_id}</TableCell>
              <TableCell>{`${a.name} · ${a.currency}`}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{a.iban ?? a.account_number}</TableCell>
              <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(a.balance, a.currency, locale)}</TableCell>
              <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(a.available_balance, a.currency, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" disabled={running !== null} onClick={() => void run(a.id)}>{translate('app.money.bank_accounts.run')}</Button>
                <Button size="small" component={Link} to={`/admin/transactions/approved_transactions?bid=${a.id}`}>{translate('app.money.accounts.transactions')}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.money.list.displayed" />
    </PageFrame>
  );
};
