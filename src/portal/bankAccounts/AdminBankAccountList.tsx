import { Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TablePagination, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../contract/entities';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { ScrollBox } from '../tables/ScrollBox';
import { formatMoney } from '../tables/formatMoney';
import { useRunIntegrityCheck } from './useRunIntegrityCheck';

const PER_PAGE = 100;

/** /admin/bank-accounts: every customer account with balances; run an integrity check, open its transactions. */
export const AdminBankAccountList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.bank_accounts');
  const [typed, setTyped] = useState({ search: '', company: '' });
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const { run, running } = useRunIntegrityCheck();
  useEffect(() => {
    const timer = setTimeout(() => {
      const next: Record<string, string> = {};
      if (typed.search.trim()) next.search = typed.search.trim();
      if (/^\d+$/.test(typed.company.trim())) next.company_id = typed.company.trim();
      setFilter(next);
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, total, isFetching } = useGetList<BankAccount>('admin-bank-accounts', { pagination: { page, perPage: PER_PAGE }, sort: { field: 'id', order: 'ASC' }, filter }, { placeholderData: (p) => p });
  const cols = ['id', 'company_id', 'name', 'iban', 'balance', 'available_balance', 'actions'];
  return (
    <PageFrame titleKey="app.routes.bank_accounts">
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField fullWidth={false} size="small" type="search" label={translate('app.money.list.search')} value={typed.search} onChange={(e) => setTyped({ ...typed, search: e.target.value })} />
        <TextField fullWidth={false} size="small" label={translate('app.money.list.company_id')} value={typed.company} onChange={(e) => setTyped({ ...typed, company: e.target.value })} />
        <Button component={Link} to="/admin/bank-accounts/integrity">{translate('app.money.bank_accounts.integrity')}</Button>
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      <ScrollBox>
      <Table size="small">
        <TableHead>
          <TableRow>{cols.map((c) => <TableCell key={c}>{translate(`app.money.bank_accounts.fields.${c}`)}</TableCell>)}</TableRow>
        </TableHead>
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
      <TablePagination component="div" count={total ?? 0} page={page - 1} onPageChange={(_, p) => setPage(p + 1)} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]}
        labelDisplayedRows={({ from, to, count }) => translate('app.money.list.displayed', { from, to, count })} />
    </PageFrame>
  );
};
