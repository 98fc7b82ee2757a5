import { Alert, Typography, useMediaQuery, type Theme } from '@mui/material';
import { cloneElement, createContext, forwardRef, useContext, useEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import {
  ColumnsButton,
  DataTable,
  DataTableBody,
  DataTableRow,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableProps,
  type DataTableRowProps,
  type ListProps,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { ResourceName } from '../providers/resources';
import { spreadsheetExporter, type ExportColumn } from './spreadsheetExporter';

/** Page sizes a person may choose; the server's page holds at most 100. */
export const ROWS_PER_PAGE = [25, 50, 100] as const;

export type ResourceListProps<R extends RaRecord> = {
  resource: ResourceName;
  /**
   * Where the list keeps its state (filters, sort, page, hidden columns): two lists of one resource
   * (pending and approved transactions) keep theirs apart.
   */
  storeKey: string;
  /** The table's columns: <DataTable.Col>s. */
  children: ReactNode;
  perPage?: number;
  sort?: SortPayload;
  /** The filter inputs (those with alwaysOn show at once, the others through "Add filter"). */
  filters?: ReactElement[];
  /** A filter the person cannot remove (the mode, the company…). */
  filter?: Record<string, unknown>;
  filterDefaultValues?: Record<string, unknown>;
  /** The page a row opens (a row opens its record); without it rows do not open. */
  rowLink?: (record: R) => string;
  /**
   * What a click on a row does instead of opening a page (a list that picks a record for the rest of
   * the page: the child company whose trackings are shown…); rowLink wins when both are given.
   */
  onRowClick?: (record: R) => void;
  /** Row styles by record (the row picked through onRowClick…). */
  rowSx?: DataTableProps<R>['rowSx'];
  /**
   * The list's state stays out of the address (kept in the store under storeKey): for a list beside
   * another one on the page, or inside a form's page, whose address belongs to the page.
   */
  disableSyncWithLocation?: boolean;
  /** The export: its file name and columns; without it there is no export. */
  exportAs?: { fileName: string; columns: () => readonly ExportColumn<R>[] };
  /** The export buttons shown (default both); a list whose server writes its own CSV shows only xlsx here. */
  exportFormats?: readonly ('csv' | 'xlsx')[];
  /**
   * Query keys of the page's address holding an id (?user_id=7, a link from another page) that open the
   * list filtered by it: the key becomes a filter of the list (shown, and removable, as its input).
   */
  addressFilters?: readonly string[];
  bulkActionButtons?: DataTableProps<R>['bulkActionButtons'];
  /** What a phone shows per row (a <SimpleList> under 600 px). */
  mobile: { primaryText: (record: R) => ReactNode; secondaryText?: (record: R) => ReactNode; tertiaryText?: (record: R) => ReactNode };
  /** Buttons beside the list's own (create…). */
  actions?: ReactNode;
  /** Translation key of the message of a list with no rows. */
  emptyKey: string;
  /** Columns hidden until the person shows them. */
  hiddenColumns?: string[];
  /** The accessible name of the table. */
  label: string;
  /** Extra content above the table, inside the list's context (totals, charts). */
  aside?: ReactNode;
  /** Data attributes of a table row (data-testid, data-status…), for the tests and the e2e specs. */
  rowAttributes?: (record: R) => Record<`data-${string}`, string>;
  /** react-query options of the list's query (refetchInterval while a job runs…). */
  queryOptions?: ListProps<R>['queryOptions'];
};

const RowAttributesContext = createContext<((record: RaRecord) => Record<string, string>) | null>(null);

/** A DataTable row with the data attributes of its record (rowAttributes). */
const AttributedRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => {
  const record = useRecordContext();
  const attributes = useContext(RowAttributesContext);
  return <DataTableRow ref={ref} {...props} {...(record && attributes ? attributes(record) : {})} />;
});
AttributedRow.displayName = 'AttributedRow';
const AttributedBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={AttributedRow} />;

/**
 * react-admin's row and page checkboxes put their label on MUI's wrapper span, where ARIA forbids it,
 * and leave the input unnamed (axe: aria-prohibited-attr, label). The label moves onto the input.
 */
const useCheckboxLabels = (ref: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const fix = () =>
      root.querySelectorAll<HTMLElement>('.MuiCheckbox-root[aria-label]').forEach((span) => {
        const input = span.querySelector('input');
        const label = span.getAttribute('aria-label');
        if (!input || !label) return;
        input.setAttribute('aria-label', label);
        span.removeAttribute('aria-label');
      });
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
};

/** The id filters of the address (addressFilters) not yet in react-admin's own ?filter=, or null. */
const addressFilterOf = (search: string, keys: readonly string[] | undefined): Record<string, string> | null => {
  if (!keys?.length) return null;
  const params = new URLSearchParams(search);
  if (params.has('filter')) return null;
  const found = Object.fromEntries(keys.map((k) => [k, params.get(k)?.trim() ?? '']).filter(([, v]) => /^\d{1,10}$/.test(v ?? '')));
  return Object.keys(found).length > 0 ? found : null;
};

const EmptyRows = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary" sx={{ p: 2 }} data-testid="list-empty">{translate(messageKey)}</Typography>;
};

const ListError = () => {
  const translate = useTranslate();
  return <Alert severity="error" sx={{ my: 2 }} data-testid="list-error">{translate('app.lists.error')}</Alert>;
};

const isAlwaysOn = (filter: ReactElement): boolean => Boolean((filter.props as { alwaysOn?: boolean }).alwaysOn);

/**
 * On a phone only the first filter shown at once stays (usually the search); the others move behind
 * react-admin's filter button ("Add filter"), so the first row of the list is on the first screen
 * (issue 19). A filter chosen there, or named by the address (addressFilters), is shown with its input.
 */
const behindFilterButton = (filters: ReactElement[] | undefined): ReactElement[] | undefined => {
  const first = filters?.findIndex(isAlwaysOn) ?? -1;
  return filters?.map((filter, i) => (isAlwaysOn(filter) && i !== first ? cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: false }) : filter));
};

/**
 * The portal's one way to draw a list: react-admin's <List> over the resource with <DataTable>
 * (a <SimpleList> on a phone). Sort, filters, search and paging run on the server through the
 * dataProvider; the column chooser, CSV and xlsx export, bulk actions, empty and error states are
 * react-admin's own.
 */
export const ResourceList = <R extends RaRecord>(props: ResourceListProps<R>) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columnsKey = `${props.storeKey}.columns`;
  const exporters = props.exportAs
    ? { csv: spreadsheetExporter<R>('csv', props.exportAs.fileName, props.exportAs.columns), xlsx: spreadsheetExporter<R>('xlsx', props.exportAs.fileName, props.exportAs.columns) }
    : null;
  const { rowLink, onRowClick } = props;
  const location = useLocation();
  const box = useRef<HTMLDivElement>(null);
  useCheckboxLabels(box);
  const fromAddress = addressFilterOf(location.search, props.addressFilters);
  if (fromAddress) {
    const shown = Object.fromEntries(Object.keys(fromAddress).map((k) => [k, true]));
    return <Navigate replace to={{ pathname: location.pathname, search: `?${new URLSearchParams({ filter: JSON.stringify(fromAddress), displayedFilters: JSON.stringify(shown) }).toString()}` }} />;
  }
  const formats = props.exportFormats ?? ['csv', 'xlsx'];
  const filters = phone ? behindFilterButton(props.filters) : props.filters;
  const secondFilters = (filters ?? []).some((f) => !isAlwaysOn(f));
  return (
    <div ref={box}>
    <List<R>
      resource={props.resource}
      storeKey={props.storeKey}
      // PageFrame sets the title.
      title={false}
      disableAuthentication
      perPage={props.perPage ?? ROWS_PER_PAGE[0]}
      sort={props.sort}
      filters={filters}
      filter={props.filter}
      filterDefaultValues={props.filterDefaultValues}
      queryOptions={props.queryOptions}
      {...(props.disableSyncWithLocation ? { disableSyncWithLocation: true } : {})}
      exporter={exporters?.csv ?? false}
      empty={false}
      error={<ListError />}
      pagination={<Pagination rowsPerPageOptions={[...ROWS_PER_PAGE]} />}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          {secondFilters ? <FilterButton /> : null}
          {phone ? null : <ColumnsButton storeKey={columnsKey} />}
          {exporters ? (
            <>
              {/* On a phone react-admin draws an icon, and names it only while enabled: the name is given here. */}
              {formats.includes('csv') ? <ExportButton exporter={exporters.csv} label={translate('app.lists.export_csv')} aria-label={translate('app.lists.export_csv')} /> : null}
              {formats.includes('xlsx') ? <ExportButton exporter={exporters.xlsx} label={translate('app.lists.export_xlsx')} aria-label={translate('app.lists.export_xlsx')} /> : null}
            </>
          ) : null}
          {props.actions}
        </TopToolbar>
      }
      sx={{ '& .RaList-main': { boxShadow: 'none' } }}
    >
      {props.aside}
      {phone ? (
        <SimpleList<R>
          primaryText={props.mobile.primaryText}
          secondaryText={props.mobile.secondaryText}
          tertiaryText={props.mobile.tertiaryText}
          linkType={rowLink ? (record) => rowLink(record as R) : false}
          {...(!rowLink && onRowClick ? { linkType: undefined, rowClick: (_id: unknown, _resource: unknown, record: RaRecord) => (onRowClick(record as R), false as const) } : {})}
          {...(props.rowSx ? { rowSx: props.rowSx as (record: RaRecord, index: number) => object } : {})}
          empty={<EmptyRows messageKey={props.emptyKey} />}
        />
      ) : (
        <RowAttributesContext.Provider value={(props.rowAttributes as ((record: RaRecord) => Record<string, string>) | undefined) ?? null}>
        <DataTable<R>
          {...(props.rowAttributes ? { body: AttributedBody } : {})}
          storeKey={columnsKey}
          rowClick={rowLink ? (_id, _resource, record) => rowLink(record as R) : onRowClick ? (_id, _resource, record) => (onRowClick(record as R), false) : false}
          {...(props.rowSx ? { rowSx: props.rowSx } : {})}
          bulkActionButtons={props.bulkActionButtons ?? false}
          hiddenColumns={props.hiddenColumns}
          empty={<EmptyRows messageKey={props.emptyKey} />}
          aria-label={props.label}
        >
          {props.children}
        </DataTable>
        </RowAttributesContext.Provider>
      )}
    </List>
    </div>
  );
};
