import { Alert, Box, Button, Divider, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ArrayField, DataTable, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { ScheduleRun, StandingOrder } from '../../contract/schedules';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { usePhone } from '../frame/usePhone';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { formatDay, formatMoney } from '../money/formatMoney';
import { STANDING_ORDERS_PATH } from './schedulePaths';
import { StandingOrderActions } from './StandingOrderActions';
import { StandingOrderStatus } from './StandingOrderStatus';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
    <Typography component="div">{children}</Typography>
  </Grid>
);

const OrderFacts = () => {
  const order = useRecordContext<StandingOrder>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = usePhone();
  if (!order) return null;
  const label = (field: string) => translate(`resources.standing-orders.fields.${field}`);
  const day = (d: string | null) => (d ? formatDay(d, locale) : '—');
  const runLabel = (field: string) => translate(`resources.standing-orders.fields.${field}`);
  const runs = order.runs ?? [];
  const runLink = (r: ScheduleRun) => (r.transaction_id ? <Link to={`/manager/transactions/${r.transaction_id}`}>{r.reference ?? `#${r.transaction_id}`}</Link> : null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">{order.beneficiary} · {formatMoney(order.amount, order.currency, locale)}</Typography>
        <StandingOrderStatus status={order.status} />
      </Stack>
      <Grid container spacing={2}>
        <Fact label={label('rhythm')}>{translate(`app.schedules.rhythms.${order.rhythm}`)}</Fact>
        <Fact label={label('start_date')}>{day(order.start_date)}</Fact>
        <Fact label={label('next_due_date')}>
          {day(order.next_due_date)}
          {order.next_run_date && order.next_run_date !== order.next_due_date ? ` (${translate('app.schedules.next_run', { date: day(order.next_run_date) })})` : null}
        </Fact>
        {order.end_date ? <Fact label={label('end_date')}>{day(order.end_date)}</Fact> : null}
        {order.max_runs && order.rhythm !== 'once' ? <Fact label={label('max_runs')}>{order.max_runs}</Fact> : null}
        <Fact label={label('runs_made')}>{order.runs_made}</Fact>
        {order.failures > 0 ? <Fact label={label('failures')}>{order.failures}</Fact> : null}
        {order.reference ? <Fact label={label('reference')}>{order.reference}</Fact> : null}
        {order.created_by ? <Fact label={label('created_by')}>{order.created_by.name}</Fact> : null}
      </Grid>
      {order.sepa ? <Alert severity="info">{translate('app.schedules.sepa_note')}</Alert> : null}
      <StandingOrderActions order={order} />
      <Divider />
      <Typography variant="h6" component="h2">{translate('app.schedules.runs')}</Typography>
      {runs.length === 0 ? (
        <Typography color="text.secondary">{translate('app.schedules.no_runs')}</Typography>
      ) : phone ? (
        // On a phone, one line per payment instead of the table's columns.
        <List dense disablePadding>
          {runs.map((r) => (
            <ListItem key={r.id} disableGutters divider>
              <ListItemText
                primary={<>{day(r.due_date)} · {translate(`app.schedules.run_statuses.${r.status}`)} {runLink(r)}</>}
                secondary={r.error ? translate(r.error, { _: r.error }) : r.run_date !== r.due_date ? `${runLabel('run_date')}: ${day(r.run_date)}` : null}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <ArrayField source="runs">
          <DataTable<ScheduleRun> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col<ScheduleRun> source="due_date" label={runLabel('due_date')} disableSort render={(r) => day(r.due_date)} />
            <DataTable.Col<ScheduleRun> source="run_date" label={runLabel('run_date')} disableSort render={(r) => day(r.run_date)} />
            <DataTable.Col<ScheduleRun> source="status" label={runLabel('status')} disableSort render={(r) => translate(`app.schedules.run_statuses.${r.status}`)} />
            <DataTable.Col<ScheduleRun>
              source="transaction_id" label={runLabel('transaction')} disableSort
              render={(r) => runLink(r) ?? '—'}
            />
            <DataTable.Col<ScheduleRun> source="error" label={runLabel('error')} disableSort render={(r) => (r.error ? translate(r.error, { _: r.error }) : '')} />
          </DataTable>
        </ArrayField>
      )}
    </Stack>
  );
};

/** /manager/standing-orders/{id}/show: one scheduled payment or standing order, its runs, and (for a manager) its actions. */
export const StandingOrderShow = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  useDocumentTitle('app.schedules.show');
  return (
    <PageFrame titleKey="app.schedules.show">
      <RecordPage.Show resource="standing-orders" id={id} notFoundKey="app.schedules.not_found" emptyWhileLoading>
        <OrderFacts />
      </RecordPage.Show>
      <Box sx={{ mt: 2 }}>
        <Button component={Link} to={STANDING_ORDERS_PATH}>{translate('app.schedules.back')}</Button>
      </Box>
    </PageFrame>
  );
};
