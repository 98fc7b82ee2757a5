import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePhone } from '../frame/usePhone';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { downloadFile } from '../lists/downloadFile';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime, formatDay } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { STATEMENT_SCHEDULES_PATH } from './connectPaths';
import type { ScheduledStatementRecord, StatementScheduleRecord } from './connectRecords';
import { DeleteStatementScheduleButton } from './DeleteStatementScheduleButton';
import { PhoneRowPanel } from './PhoneRowPanel';

/** Downloads a made statement with the session's headers (a plain link would carry no token). */
const StatementDownloadButton = ({ record }: { record: ScheduledStatementRecord }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('manager.scheduledStatements.download', { id: record.id }, record.file_name);
    } catch {
      // The error catalogue has already reacted (downloadFile reports the error).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}
      aria-label={translate('app.connect.statement_schedules.download_named', { account: record.account_name, from: record.date_from, to: record.date_to })}>
      {translate('app.connect.statement_schedules.download')}
    </Button>
  );
};

/** On a phone, the tapped schedule as the list has it now, with its "Stop". */
const ChosenSchedule = ({ id, describe, onClose }: { id: number; describe: (s: StatementScheduleRecord) => { title: string; lines: string[] }; onClose: () => void }) => {
  const schedule = useListContext<StatementScheduleRecord>().data?.find((s) => s.id === id);
  if (!schedule) return null;
  const { title, lines } = describe(schedule);
  return (
    <PhoneRowPanel title={title} lines={lines} onClose={onClose}>
      <DeleteStatementScheduleButton record={schedule} />
    </PhoneRowPanel>
  );
};

/**
 * /manager/statement-schedules: the company's statement schedules (issue 41) and, below, the
 * statements they made, each with a download. Managers add and stop schedules; a reader reads and downloads.
 */
export const StatementScheduleList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useAccessContext().role === 'manager';
  const phone = usePhone();
  const [chosenId, setChosenId] = useState<number | null>(null);
  useDocumentTitle('app.connect.statement_schedules.title');
  const label = (field: string) => translate(`resources.statement-schedules.fields.${field}`);
  const made = (field: string) => translate(`resources.scheduled-statements.fields.${field}`);
  const frequency = (s: { frequency: string }) => translate(`app.connect.statement_schedules.frequencies.${s.frequency}`);
  const format = (s: { format: string }) => translate(`app.connect.statement_schedules.formats.${s.format}`);
  const period = (s: ScheduledStatementRecord) => (s.date_from === s.date_to ? formatDay(s.date_from, locale) : `${formatDay(s.date_from, locale)} – ${formatDay(s.date_to, locale)}`);
  return (
    <PageFrame titleKey="app.connect.statement_schedules.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 900 }}>{translate('app.connect.statement_schedules.intro')}</Typography>
      <ResourceList<StatementScheduleRecord>
        resource="statement-schedules"
        storeKey="statement-schedules"
        label={translate('app.connect.statement_schedules.title')}
        sort={{ field: 'id', order: 'DESC' }}
        emptyKey="app.connect.statement_schedules.empty"
        disableSyncWithLocation
        rowAttributes={(s) => ({ 'data-testid': 'statement-schedule-row', 'data-account': s.account_name })}
        mobile={{ primaryText: (s) => `${s.account_name} (${s.currency})`, secondaryText: (s) => `${frequency(s)} · ${format(s)}`, tertiaryText: (s) => s.time_zone }}
        {...(canWrite && phone ? { onRowClick: (s: StatementScheduleRecord) => setChosenId(s.id) } : {})}
        aside={
          phone && canWrite && chosenId !== null ? (
            <ChosenSchedule id={chosenId} onClose={() => setChosenId(null)} describe={(s) => ({ title: `${s.account_name} (${s.currency})`, lines: [`${frequency(s)} · ${format(s)}`, s.time_zone] })} />
          ) : null
        }
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to={`${STATEMENT_SCHEDULES_PATH}/create`}>
              {translate('app.connect.statement_schedules.create')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col<StatementScheduleRecord> source="account_name" label={label('bank_account_id')} disableSort render={(s) => `${s.account_name} (${s.currency})`} />
        <DataTable.Col<StatementScheduleRecord> source="frequency" label={label('frequency')} disableSort render={frequency} />
        <DataTable.Col<StatementScheduleRecord> source="format" label={label('format')} disableSort render={format} />
        <DataTable.Col<StatementScheduleRecord> source="time_zone" label={label('time_zone')} disableSort />
        <DataTable.Col<StatementScheduleRecord> source="next_period_start" label={label('next_period_start')} disableSort render={(s) => formatDay(s.next_period_start, locale)} />
        {canWrite ? (
          <DataTable.Col<StatementScheduleRecord> label={label('actions')} disableSort render={(s) => <span onClick={(e) => e.stopPropagation()} role="presentation"><DeleteStatementScheduleButton record={s} /></span>} />
        ) : null}
      </ResourceList>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>{translate('app.connect.statement_schedules.made_title')}</Typography>
      <ResourceList<ScheduledStatementRecord>
        resource="scheduled-statements"
        storeKey="scheduled-statements"
        label={translate('app.connect.statement_schedules.made_title')}
        sort={{ field: 'id', order: 'DESC' }}
        emptyKey="app.connect.statement_schedules.made_empty"
        disableSyncWithLocation
        rowAttributes={(s) => ({ 'data-testid': 'scheduled-statement-row', 'data-account': s.account_name })}
        mobile={{ primaryText: (s) => `${s.account_name}: ${period(s)}`, secondaryText: (s) => `${format(s)} · ${s.closing} ${s.currency}`, tertiaryText: (s) => <StatementDownloadButton record={s} /> }}
      >
        <DataTable.Col<ScheduledStatementRecord> source="account_name" label={made('bank_account_id')} disableSort render={(s) => `${s.account_name} (${s.currency})`} />
        <DataTable.Col<ScheduledStatementRecord> source="date_from" label={made('period')} disableSort render={period} />
        <DataTable.Col<ScheduledStatementRecord> source="format" label={made('format')} disableSort render={format} />
        <DataTable.Col<ScheduledStatementRecord> source="opening" label={made('opening')} disableSort render={(s) => `${s.opening} ${s.currency}`} />
        <DataTable.Col<ScheduledStatementRecord> source="closing" label={made('closing')} disableSort render={(s) => `${s.closing} ${s.currency}`} />
        <DataTable.Col<ScheduledStatementRecord> source="created_at" label={made('created_at')} disableSort render={(s) => formatDateTime(s.created_at, locale)} />
        <DataTable.Col<ScheduledStatementRecord> label={made('actions')} disableSort render={(s) => <span onClick={(e) => e.stopPropagation()} role="presentation"><StatementDownloadButton record={s} /></span>} />
      </ResourceList>
    </PageFrame>
  );
};
