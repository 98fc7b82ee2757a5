import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { type ReactNode, useLayoutEffect } from 'react';
import { useLocaleState, useTranslate, type SortPayload } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { ScrollBox } from './ScrollBox';
import { TransactionCell } from './TransactionCell';
import { sortFieldOf } from './transactionColumns';
import { LIST_MARKS } from './useTransactionPage';

type TransactionGridProps = {
  records: readonly Transaction[];
  columns: readonly string[];
  sort: SortPayload;
  onSort: (field: string) => void;
  renderActions?: (record: Transaction) => ReactNode;
  /** Row selection (admin approval); without it no checkboxes are shown. */
  selection?: { selected: ReadonlySet<number>; toggle: (id: number) => void; toggleAll: (ids: number[]) => void };
};

/** Amounts align right; amounts and dates never wrap. */
const CELL_SX: Readonly<Record<string, { textAlign?: 'right'; whiteSpace: 'nowrap' }>> = {
  amount: { textAlign: 'right', whiteSpace: 'nowrap' },
  balance: { textAlign: 'right', whiteSpace: 'nowrap' },
  log_created_at: { whiteSpace: 'nowrap' },
  created_at: { whiteSpace: 'nowrap' },
};

/** The rows of a transaction list: server-sorted headers, formatted cells, optional selection. */
export const TransactionGrid = ({ records, columns, sort, onSort, renderActions, selection }: TransactionGridProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useLayoutEffect(() => {
    if (records.length === 0) return undefined;
    // After the rows are in the DOM, the next frame is when they show: the bench's end mark.
    const frame = requestAnimationFrame(() => performance.mark(LIST_MARKS.rendered));
    return () => cancelAnimationFrame(frame);
  }, [records]);
  const ids = records.map((r) => r.id);
  const allSelected = selection !== undefined && ids.length > 0 && ids.every((id) => selection.selected.has(id));

  return (
    <ScrollBox maxHeight="70vh">
      <Table size="small" stickyHeader aria-label={translate('app.money.list.table')}>
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox">
                <Checkbox checked={allSelected} onChange={() => selection.toggleAll(ids)} inputProps={{ 'aria-label': translate('app.money.list.select_all') }} />
              </TableCell>
            ) : null}
            {columns.map((column) => {
              const field = sortFieldOf(column);
              const label = translate(`app.money.columns.${column}`);
              return (
                <TableCell key={column} sortDirection={field && sort.field === field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {field ? (
                    <TableSortLabel active={sort.field === field} direction={sort.field === field && sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => onSort(field)}>
                      {label}
                    </TableSortLabel>
                  ) : (
                    label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id} hover data-testid="transaction-row" selected={selection?.selected.has(record.id) ?? false}>
              {selection ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selected.has(record.id)}
                    onChange={() => selection.toggle(record.id)}
                    inputProps={{ 'aria-label': translate('app.money.list.select_row', { id: record.id }) }}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => (
                <TableCell key={column} sx={CELL_SX[column]}>
                  {column === 'actions' ? renderActions?.(record) : <TransactionCell record={record} column={column} translate={translate} locale={locale} />}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
};
