import { Alert, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  ColumnsButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useTranslate,
  type DataTableProps,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
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
  /** The export: its file name and columns; without it there is no export. */
  exportAs?: { fileName: string; columns: () => readonly ExportColumn<R>[] };
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
};

const EmptyRows = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary" sx={{ p: 2 }} data-testid="list-empty">{translate(messageKey)}</Typography>;
};

const ListError = () => {
  const translate = useTranslate();
  return <Alert severity="error" sx={{ my: 2 }} data-testid="list-error">{translate('app.lists.error')}</Alert>;
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
  const { rowLink } = props;
  const secondFilters = (props.filters ?? []).some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn);
  return (
    <List<R>
      resource={props.resource}
      storeKey={props.storeKey}
      // PageFrame sets the title.
      title={false}
      disableAuthentication
      perPage={props.perPage ?? ROWS_PER_PAGE[0]}
      sort={props.sort}
      filters={props.filters}
      filter={props.filter}
      filterDefaultValues={props.filterDefaultValues}
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
              <ExportButton exporter={exporters.csv} label={translate('app.lists.export_csv')} />
              <ExportButton exporter={exporters.xlsx} label={translate('app.lists.export_xlsx')} />
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
          empty={<EmptyRows messageKey={props.emptyKey} />}
        />
      ) : (
        <DataTable<R>
          storeKey={columnsKey}
          rowClick={rowLink ? (_id, _resource, record) => rowLink(record as R) : false}
          bulkActionButtons={props.bulkActionButtons ?? false}
          hiddenColumns={props.hiddenColumns}
          empty={<EmptyRows messageKey={props.emptyKey} />}
          aria-label={props.label}
        >
          {props.children}
        </DataTable>
      )}
    </List>
  );
};
