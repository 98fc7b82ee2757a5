import { Chip } from '@mui/material';
import { DataTable, ReferenceInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { BankAccount, Report } from '../../contract/entities';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime, formatDay } from '../money/formatMoney';
import { ReportDownloadButton, ReportPrintButton } from './ReportDownloadButton';
import { useLiveReports } from './useLiveReports';
import { translateServerText } from '../i18n/serverText/translate';

const STATUS_COLORS = { QUEUE: 'default', PROCESSING: 'info', DONE: 'success', ERROR: 'error' } as const;
/** Without realtime the list still follows unfinished reports, less promptly. */
const POLL_MS = 5000;
const isRunning = (r: Report): boolean => r.status === 'QUEUE' || r.status === 'PROCESSING';
const accountName = (r: Pick<Report, 'bank_account'>): string => `${r.bank_account.name} (${r.bank_account.currency})`;
/** The download button does its own thing. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * The company's reports (the reports resource) with the Report columns of document 1 section 3:
 * newest first (the server's only order), paged and filtered by bank account on the server;
 * statuses change live (realtime events, polling while a row of the page runs).
 */
export const ReportList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useLiveReports();
  const label = (field: string) => translate(`app.reporting.reports.columns.${field}`);
  const status = (r: Report) => translate(`app.reporting.reports.statuses.${r.status}`);
  const name = (r: Report) => translateServerText(translate, r.name);
  const period = (r: Report) => (r.report_period ? translate(`app.money.periods.${r.report_period}`) : '');
  return (
    <ResourceList<Report>
      resource="reports"
      storeKey="reports"
      label={translate('app.routes.reports')}
      sort={{ field: 'created_at', order: 'DESC' }}
      queryOptions={{ refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? POLL_MS : false) }}
      filters={[
        <ReferenceInput key="bank_account_id" source="bank_account_id" reference="bank-accounts">
          <SelectInput label={translate('app.reporting.reports.bank_account')} optionText={(a: BankAccount) => `${a.name} (${a.currency})`} />
        </ReferenceInput>,
      ]}
      rowAttributes={(r) => ({ 'data-testid': 'report-row', 'data-status': r.status })}
      emptyKey="app.reporting.reports.empty"
      exportAs={{
        fileName: 'reports',
        columns: () => [
          { header: label('name'), value: name },
          { header: label('bank_account'), value: accountName },
          { header: label('date_from'), value: (r) => r.date_from },
          { header: label('report_period'), value: period },
          { header: label('date_to'), value: (r) => r.date_to },
          { header: label('status'), value: status },
          { header: label('format'), value: (r) => r.format },
          { header: label('created_at'), value: (r) => r.created_at },
        ],
      }}
      mobile={{
        primaryText: name,
        secondaryText: (r) => `${status(r)} · ${translate(`app.reporting.reports.formats.${r.format}`)}`,
        tertiaryText: (r) => formatDateTime(r.created_at, locale),
      }}
    >
      <DataTable.Col<Report> source="name" label={label('name')} disableSort render={name} />
      <DataTable.Col<Report> source="bank_account" label={label('bank_account')} disableSort render={accountName} />
      <DataTable.Col<Report> source="date_from" label={label('date_from')} disableSort render={(r) => (r.date_from ? formatDay(r.date_from, locale) : '—')} />
      <DataTable.Col<Report> source="report_period" label={label('report_period')} disableSort render={(r) => period(r) || '—'} />
      <DataTable.Col<Report> source="date_to" label={label('date_to')} disableSort render={(r) => (r.date_to ? formatDay(r.date_to, locale) : '—')} />
      <DataTable.Col<Report> source="status" label={label('status')} disableSort render={(r) => <Chip size="small" color={STATUS_COLORS[r.status]} label={status(r)} />} />
      <DataTable.Col<Report> source="format" label={label('format')} disableSort render={(r) => translate(`app.reporting.reports.formats.${r.format}`)} />
      <DataTable.Col<Report> source="created_at" label={label('created_at')} disableSort render={(r) => formatDateTime(r.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col<Report>
        label={label('actions')}
        disableSort
        render={(r) =>
          r.actions.is_downloadable ? (
            <span onClick={stop} role="presentation" style={{ whiteSpace: 'nowrap' }}>
              <ReportDownloadButton id={r.id} format={r.format} />
              {r.format === 'pdf' ? <ReportPrintButton id={r.id} /> : null}
            </span>
          ) : null
        }
      />
    </ResourceList>
  );
};
