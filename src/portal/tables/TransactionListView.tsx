import { Box, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { type ComponentProps, type ReactNode, useCallback, useState } from 'react';
import { useTranslate, type SortPayload } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';
import { ColumnChooser } from './ColumnChooser';
import { ExportButtons } from './ExportButtons';
import { PER_PAGE_CHOICES } from './tablePreferences';
import { dateColumnOf, type TransactionListMode } from './transactionColumns';
import { apiFilter, filtersFromQuery, type TransactionFilterValues } from './transactionFilters';
import { TransactionFilters } from './TransactionFilters';
import { TransactionGrid } from './TransactionGrid';
import { TransactionTotals } from './TransactionTotals';
import { useTablePreferences } from './useTablePreferences';
import { type TransactionListResource, useTransactionPage } from './useTransactionPage';

type TransactionListViewProps = {
  resource: TransactionListResource;
  mode: TransactionListMode;
  admin: boolean;
  /** Every column the list offers (transactionColumns). */
  available: readonly string[];
  renderActions?: (record: Transaction) => ReactNode;
  selection?: ComponentProps<typeof TransactionGrid>['selection'];
  /** Buttons above the table (approve/reject of the selection). */
  toolbar?: ReactNode;
  /**
   * Company and account filters the page sets itself (the child company chosen beside the list): they
   * replace the account filter of the inputs, and a change goes back to page 1.
   */
  scope?: Readonly<Record<string, string>>;
};

const withScope = (filter: Record<string, unknown>, scope: Readonly<Record<string, string>> | undefined): Record<string, unknown> => {
  if (!scope) return filter;
  const { bank_account_id: _account, company_id: _company, ...rest } = filter;
  return { ...rest, ...scope };
};

/**
 * A transaction list: filters from the link and the inputs, server-side paging and sorting, the
 * user's columns and page size, and the export of the filtered list.
 */
export const TransactionListView = ({ resource, mode, admin, available, renderActions, selection, toolbar, scope }: TransactionListViewProps) => {
  const translate = useTranslate();
  const { search } = useLocation();
  const [filters, setFilters] = useState<TransactionFilterValues>(() => filtersFromQuery(search));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortPayload>({ field: dateColumnOf(mode), order: 'DESC' });
  const { prefs, save } = useTablePreferences(mode, available);
  const filter = withScope(apiFilter(mode, filters, admin), scope);
  const scopeKey = JSON.stringify(scope ?? {});
  const [pagedScope, setPagedScope] = useState(scopeKey);
  if (pagedScope !== scopeKey) {
    setPagedScope(scopeKey);
    setPage(1);
  }
  const { data, isFetching, error } = useTransactionPage({ resource, page, perPage: prefs.per_page, sort, filter });

  const changeFilters = useCallback((next: TransactionFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);
  const changeSort = (field: string) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'DESC' ? 'ASC' : 'DESC' }));
    setPage(1);
  };

  return (
    <Box>
      <TransactionFilters value={filters} onChange={changeFilters} admin={admin} accounts={scope === undefined} />
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {toolbar}
        {/* Totals exist for the company's own lists only (the admin lists have no metadata call). */}
        {resource === 'transactions' ? <TransactionTotals filter={filter} /> : null}
        <Box sx={{ flex: 1 }} />
        <ColumnChooser available={available} shown={prefs.columns} onChange={(columns) => save({ ...prefs, columns })} />
        <ExportButtons resource={resource} filter={filter} sort={sort} columns={prefs.columns} fileName={`transactions-${mode}`} />
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress /> : null}</Box>
      {error ? <Typography color="error">{translate('app.money.list.load_failed')}</Typography> : null}
      {data && data.data.length === 0 ? (
        <Typography sx={{ py: 4 }} color="text.secondary">{translate('app.money.list.empty')}</Typography>
      ) : (
        <TransactionGrid records={data?.data ?? []} columns={prefs.columns} sort={sort} onSort={changeSort} renderActions={renderActions} selection={selection} />
      )}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={Math.max(0, page - 1)}
        onPageChange={(_, p) => setPage(p + 1)}
        rowsPerPage={prefs.per_page}
        rowsPerPageOptions={[...PER_PAGE_CHOICES]}
        onRowsPerPageChange={(e) => {
          save({ ...prefs, per_page: Number(e.target.value) });
          setPage(1);
        }}
        labelRowsPerPage={translate('app.money.list.rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('app.money.list.displayed', { from, to, count })}
      />
    </Box>
  );
};
