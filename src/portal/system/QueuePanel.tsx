import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { SystemSubpageData } from '../../contract/entities';
import { ScrollBox } from '../lists/ScrollBox';
import { num } from './readingValues';

type QueuePanelProps = { data: SystemSubpageData };

/** States drawn in the chart; `done` only grows, so it stays in the table where it cannot dwarf the rest. */
const CHARTED = [
  { key: 'queued', color: '#1976d2' },
  { key: 'delayed', color: '#ed6c02' },
  { key: 'running', color: '#2e7d32' },
  { key: 'failed', color: '#d32f2f' },
] as const;
const COLUMNS = ['size', 'queued', 'delayed', 'running', 'failed', 'done'] as const;

/** Jobs per queue and state: the built-in job queue (rabbitmq subpage) or a CRM sync job type. */
export const QueuePanel = ({ data }: QueuePanelProps) => {
  const translate = useTranslate();
  const names = data.points.map((p) => String(p.queue ?? ''));
  const note = data.subpage === 'rabbitmq'
    ? translate('app.system.queues.broker')
    : translate('app.system.queues.crm_note', { type: names[0] ?? '' });
  return (
    <Stack spacing={2}>
      <Alert severity="info">{note}</Alert>
      {data.points.length === 0 ? <Typography color="text.secondary">{translate('app.system.queues.empty')}</Typography> : null}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">{translate('app.system.queues.title')}</Typography>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: names }]}
            series={CHARTED.map((s) => ({ data: data.points.map((p) => num(p, s.key)), label: translate(`app.system.queues.${s.key}`), color: s.color }))}
          />
        </CardContent>
      </Card>
      <ScrollBox>
        <Table size="small" aria-label={translate('app.system.queues.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.system.queues.queue')}</TableCell>
              {COLUMNS.map((c) => <TableCell key={c} align="right">{translate(`app.system.queues.${c}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.points.map((p, i) => (
              <TableRow key={names[i]}>
                <TableCell>{names[i]}</TableCell>
                {COLUMNS.map((c) => <TableCell key={c} align="right">{num(p, c)}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
    </Stack>
  );
};
