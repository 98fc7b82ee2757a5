import { LinearProgress, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shared pieces of the server-paged lists (users, beneficiaries, imports, reports …): search box, loading/empty state, header row, pagination. */

export type ListSort = { field: string; order: 'ASC' | 'DESC' };

type SearchFieldProps = { label: string; value: string; onChange: (value: string) => void; sx?: SxProps<Theme> };

/** The list's search box (the list applies it; see useListSearch). */
export const ListSearchField = ({ label, value, onChange, sx }: SearchFieldProps) => (
  <TextField fullWidth={false} size="small" type="search" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={sx} />
);

type FeedbackProps = { isFetching: boolean; empty: boolean; emptyKey: string };

/** A progress bar while the list loads, and the empty message when the page has no rows. */
export const ListFeedback = ({ isFetching, empty, emptyKey }: FeedbackProps) => {
  const translate = useTranslate();
  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      {empty ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate(emptyKey)}</Typography> : null}
    </>
  );
};

type HeaderProps = {
  columns: readonly string[];
  /** Translation key prefix of the column labels, e.g. 'app.users.columns.'. */
  labelPrefix: string;
  /** Column → the server's sort field, for the columns the server sorts by. */
  sortable?: Partial<Record<string, string>>;
  sort?: ListSort;
  onSort?: (field: string) => void;
};

/** The header row; sortable columns get a sort label that asks the server for the order. */
export const ListHeader = ({ columns, labelPrefix, sortable = {}, sort, onSort }: HeaderProps) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => {
          const label = translate(`${labelPrefix}${c}`);
          const field = sortable[c];
          if (!field || !sort || !onSort) return <TableCell key={c}>{label}</TableCell>;
          const active = sort.field === field;
          return (
            <TableCell key={c} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
              <TableSortLabel active={active} direction={active && sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => onSort(field)}>{label}</TableSortLabel>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
};

type PaginationProps = {
  total: number | undefined;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  perPage: number;
  /** When given, the user picks 25, 50 or 100 rows (back to page 1); otherwise perPage is fixed. */
  onPerPage?: (perPage: number) => void;
  /** Translation key of "from–to of count", when the list has one. */
  displayedKey?: string;
};

export const ListPagination = ({ total, page, onPage, perPage, onPerPage, displayedKey }: PaginationProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={page - 1}
      onPageChange={(_, p) => onPage(p + 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={onPerPage ? [25, 50, 100] : [perPage]}
      {...(onPerPage ? { onRowsPerPageChange: (e: { target: { value: string } }) => { onPerPage(Number(e.target.value)); onPage(1); } } : {})}
      {...(displayedKey ? { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => translate(displayedKey, { from, to, count }) } : {})}
    />
  );
};
