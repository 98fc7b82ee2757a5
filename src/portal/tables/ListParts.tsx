import { LinearProgress, MenuItem, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shared pieces of the server-paged lists (users, beneficiaries, imports, reports …): search box, select filter, loading/error/empty state, header row, pagination. */

export type ListSort = { field: string; order: 'ASC' | 'DESC' };

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  /** Whether the box takes the whole width (default: no). */
  fullWidth?: boolean;
};

/** The list's search box (the list applies it; see useListSearch). */
export const ListSearchField = ({ label, value, onChange, sx, fullWidth = false }: SearchFieldProps) => (
  <TextField fullWidth={fullWidth} size="small" type="search" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={sx} />
);

type SelectFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The label of the first choice, '' (no filter). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  sx?: SxProps<Theme>;
  /** Whether the box takes the whole width (default: no). */
  fullWidth?: boolean;
};

/** A list filter with one value to pick, or none (the list applies it and goes back to page 1). */
export const ListSelectFilter = ({ label, value, onChange, allLabel, options, sx, fullWidth = false }: SelectFilterProps) => (
  <TextField fullWidth={fullWidth} select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={sx}>
    <MenuItem value="">{allLabel}</MenuItem>
    {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
  </TextField>
);

type FeedbackProps = {
  isFetching: boolean;
  empty?: boolean;
  /** Translation key of the empty message; without it an empty page shows nothing. */
  emptyKey?: string;
  /** When the list could not be loaded: the generic error message. */
  failed?: boolean;
};

/** A progress bar while the list loads, an error message when it failed, and the empty message when the page has no rows. */
export const ListFeedback = ({ isFetching, empty = false, emptyKey, failed = false }: FeedbackProps) => {
  const translate = useTranslate();
  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      {failed ? <Typography color="error" sx={{ py: 2 }}>{translate('app.error.unknown')}</Typography> : null}
      {empty && emptyKey ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate(emptyKey)}</Typography> : null}
    </>
  );
};

type HeaderProps<F extends string> = {
  columns: readonly string[];
  /** Translation key prefix of the column labels, e.g. 'app.users.columns.'. */
  labelPrefix: string;
  /** Column → the server's sort field, for the columns the server sorts by. */
  sortable?: Partial<Record<string, F>>;
  sort?: ListSort;
  onSort?: (field: F) => void;
};

/** The header row; sortable columns get a sort label that asks the server for the order. */
export const ListHeader = <F extends string = string>({ columns, labelPrefix, sortable = {}, sort, onSort }: HeaderProps<F>) => {
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
  /** When given, the user picks the rows a page (back to page 1); otherwise perPage is fixed. */
  onPerPage?: (perPage: number) => void;
  /** The choices offered with onPerPage (default 25, 50 and 100). */
  perPageOptions?: readonly number[];
  /** Translation key of the "rows per page" label, when the list has one. */
  rowsPerPageKey?: string;
  /** Translation key of "from–to of count", when the list has one. */
  displayedKey?: string;
};

const PER_PAGE_OPTIONS: readonly number[] = [25, 50, 100];

export const ListPagination = ({ total, page, onPage, perPage, onPerPage, perPageOptions = PER_PAGE_OPTIONS, rowsPerPageKey, displayedKey }: PaginationProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={page - 1}
      onPageChange={(_, p) => onPage(p + 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={onPerPage ? perPageOptions : [perPage]}
      {...(onPerPage ? { onRowsPerPageChange: (e: { target: { value: string } }) => { onPerPage(Number(e.target.value)); onPage(1); } } : {})}
      {...(rowsPerPageKey ? { labelRowsPerPage: translate(rowsPerPageKey) } : {})}
      {...(displayedKey ? { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => translate(displayedKey, { from, to, count }) } : {})}
    />
  );
};
