import { Box } from '@mui/material';
import { type ReactElement, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { DataTable, useListContext, useLocaleState, useStore, useTranslate, type TranslateFunction } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { TABLE_PREFERENCES_PER_PAGE } from '../../contract/constants';
import type { Transaction } from '../../contract/entities';
import { ResourceList, type ResourceListProps } from '../lists/ResourceList';
import { useStoredUser } from '../providers/useStoredUser';
import { exportColumns } from '../lists/exportValue';
import { formatDateTime } from '../money/formatMoney';
import { formatSignedAmount } from '../money/signedMoney';
import { migratedListDefaults } from '../lists/tablePreferences';
import { refusalReason, TransactionCell } from './TransactionCell';
import { columnSourceOf, dateColumnOf, sortFieldOf, type TransactionListMode } from './transactionColumns';
import { apiFilter, filtersFromQuery } from './transactionFilters';
import { transactionFilterInputs } from './TransactionFilters';
import { ListTransactionTotals } from './TransactionTotals';
import { LIST_MARKS, type TransactionListResource } from './useTransactionPage';

/** Amounts align right and never wrap; a date may put its time on a second line (TransactionCell keeps each together). */
const CELL_SX: Readonly<Record<string, { textAlign?: 'right'; whiteSpace: 'nowrap' | 'normal' }>> = {
  amount: { textAlign: 'right', whiteSpace: 'nowrap' },
  fee_amount: { textAlign: 'right', whiteSpace: 'nowrap' },
  balance: { textAlign: 'right', whiteSpace: 'nowrap' },
  log_created_at: { whiteSpace: 'normal' },
  created_at: { whiteSpace: 'normal' },
};

/**
 * The admin lists show amount, fee, payee, status and actions at 1280 px without sideways scrolling
 * (issue 21 item 7): cells a little closer together than MUI's 16 px either side.
 */
const ADMIN_CELLS_SX = { '& .RaDataTable-table .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } } as const;

type ColumnOptions = {
  translate: TranslateFunction;
  locale: string;
  renderActions?: ((record: Transaction) => ReactNode) | undefined;
  /** False for a list the server returns in one order only. */
  sortable?: boolean;
};

/**
 * The DataTable columns of a transaction list, in the given order. A column's key (what the chooser
 * stores) is its sort field where the server sorts on it (columnSourceOf); a new sort starts
 * newest/largest first. The actions column has no key: it cannot be hidden.
 */
export const transactionColumnElements = (columns: readonly string[], { translate, locale, renderActions, sortable = true }: ColumnOptions): ReactElement[] =>
  columns.map((column) =>
    column === 'actions' ? (
      <DataTable.Col<Transaction>
        key="actions"
        label={<span>{translate('app.money.columns.actions')}</span>}
        disableSort
        render={(t) => (renderActions ? <span onClick={(e) => e.stopPropagation()} role="presentation">{renderActions(t)}</span> : null)}
      />
    ) : (
      <DataTable.Col<Transaction>
        key={column}
        source={columnSourceOf(column) as never}
        label={translate(`app.money.columns.${column}`)}
        disableSort={!sortable || sortFieldOf(column) === null}
        sortByOrder="DESC"
        sx={CELL_SX[column]}
        render={(t) => <TransactionCell record={t} column={column} translate={translate} locale={locale} />}
      />
    ),
  );

/** The bench's marks (LIST_MARKS): the data of a page arrived, then its rows showed. */
const ListMarks = () => {
  const { data } = useListContext<Transaction>();
  useLayoutEffect(() => {
    if (!data || data.length === 0) return undefined;
    performance.mark(LIST_MARKS.data);
    // After the rows are in the DOM, the next frame is when they show: the bench's end mark.
    const frame = requestAnimationFrame(() => performance.mark(LIST_MARKS.rendered));
    return () => cancelAnimationFrame(frame);
  }, [data]);
  return null;
};

/** Back to page 1 when the page's own filter (the child company chosen beside the list) changes. */
const FirstPageOnChange = ({ value }: { value: string }) => {
  const { setPage, page } = useListContext();
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    if (page !== 1) setPage(1);
  }, [value, page, setPage]);
  return null;
};

type TransactionListViewProps = {
  resource: TransactionListResource;
  mode: TransactionListMode;
  admin: boolean;
  /** Every column the list offers (transactionColumns). */
  available: readonly string[];
  renderActions?: (record: Transaction) => ReactNode;
  /** The page a row opens; without it rows do not open. */
  rowLink?: (record: Transaction) => string;
  /** Actions over the selected rows (admin approval); without them no checkboxes are shown. */
  bulkActionButtons?: ResourceListProps<Transaction>['bulkActionButtons'];
  /** Columns hidden until the person shows them (when they have no choice of their own yet). */
  defaultHidden?: readonly string[];
  /** Whether the totals of the filtered list show above it (the company's own lists only: the others have no metadata call). */
  totals?: boolean;
  /**
   * Company and account filters the page sets itself (the child company chosen beside the list): the
   * page's address belongs to the page, the list's state stays out of it, and a change goes back to page 1.
   */
  scope?: Readonly<Record<string, string>>;
};

/**
 * A transaction list on react-admin's <List>: the mode as a permanent filter, the filters of a link
 * (document 1 section 2.2) as the list's first filter values, server-side filters, sort and paging,
 * the column chooser (starting from the user's old saved columns and page size), CSV and xlsx export
 * of the shown columns, the totals of the filtered list.
 */
export const TransactionListView = ({ resource, mode, admin, available, renderActions, rowLink, bulkActionButtons, defaultHidden, totals = false, scope }: TransactionListViewProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const userId = useStoredUser()?.id ?? 'anonymous';
  const storeKey = `${resource}.${mode}`;
  // The page builds its column arrays on each render: their contents are what counts.
  const availableKey = available.join(',');
  const hiddenKey = (defaultHidden ?? []).join(',');
  const start = useMemo(
    () => migratedListDefaults(userId, mode, availableKey.split(','), { hidden: hiddenKey ? hiddenKey.split(',') : [], perPage: TABLE_PREFERENCES_PER_PAGE }),
    [userId, mode, availableKey, hiddenKey],
  );
  const hiddenColumns = useMemo(() => start.hidden.map(columnSourceOf), [start]);
  const [hidden] = useStore<string[]>(`${storeKey}.columns`, hiddenColumns);
  const scopeKey = JSON.stringify(scope ?? {});
  const permanent = useMemo(() => ({ mode, ...(JSON.parse(scopeKey) as Record<string, string>) }), [mode, scopeKey]);
  const label = (column: string) => translate(`app.money.columns.${column}`);

  // A link's filters (?bid=3&period=current_month, ?cid=9&tid[]=5) become the list's filter values.
  const params = new URLSearchParams(location.search);
  if (!scope && !params.has('filter')) {
    const { mode: _mode, ...fromLink } = apiFilter(mode, filtersFromQuery(location.search), admin);
    if (Object.keys(fromLink).length > 0) {
      const shown = Object.fromEntries(Object.keys(fromLink).map((k) => [k, true]));
      return <Navigate replace to={{ pathname: location.pathname, search: `?${new URLSearchParams({ filter: JSON.stringify(fromLink), displayedFilters: JSON.stringify(shown) }).toString()}` }} />;
    }
  }

  const shownColumns = () => available.filter((c) => c === 'actions' || !(hidden ?? hiddenColumns).includes(columnSourceOf(c)));
  return (
    <Box sx={admin ? ADMIN_CELLS_SX : undefined}>
    <ResourceList<Transaction>
      resource={resource}
      storeKey={storeKey}
      label={translate('app.money.list.table')}
      perPage={start.perPage}
      sort={{ field: dateColumnOf(mode), order: 'DESC' }}
      filter={permanent}
      filters={transactionFilterInputs(translate, { admin, accounts: scope === undefined })}
      {...(scope ? { disableSyncWithLocation: true } : {})}
      {...(rowLink ? { rowLink } : {})}
      {...(bulkActionButtons ? { bulkActionButtons } : {})}
      hiddenColumns={hiddenColumns}
      emptyKey="app.money.list.empty"
      exportAs={{ fileName: `transactions-${mode}`, columns: () => exportColumns(shownColumns(), label) }}
      rowAttributes={(t) => ({ 'data-testid': 'transaction-row', 'data-status': t.status })}
      mobile={{
        primaryText: (t) => t.beneficiary_name || t.remitter_name || t.name,
        secondaryText: (t) => [formatSignedAmount(t, locale), translate(`app.money.statuses.${t.status}`, { _: t.readable_status }), refusalReason(t, translate)].filter(Boolean).join(' · '),
        tertiaryText: (t) => formatDateTime(t[dateColumnOf(mode)] ?? t.created_at, locale),
      }}
      aside={
        <>
          <ListMarks />
          {scope ? <FirstPageOnChange value={scopeKey} /> : null}
          {totals ? <ListTransactionTotals permanent={permanent} /> : null}
        </>
      }
    >
      {transactionColumnElements(available, { translate, locale, renderActions })}
    </ResourceList>
    </Box>
  );
};
