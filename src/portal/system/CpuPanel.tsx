import { Card, CardContent, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SystemSubpageData } from '../../contract/entities';
import { durationParts, gb, num } from './readingValues';
import { StatTile } from './StatTile';

type CpuPanelProps = { data: SystemSubpageData; history: SystemSubpageData[] };

const LOADS = ['load_1', 'load_5', 'load_15'] as const;

/** Load averages against the number of cores (a load above it means waiting work), and this process. */
export const CpuPanel = ({ data, history }: CpuPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const p = data.points[0];
  const cores = num(p, 'cores');
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const memoryTotal = num(p, 'memory_total');
  const memoryUsed = memoryTotal - num(p, 'memory_free');
  const samples = history.map((h) => h.points[0]).filter((s) => s !== undefined);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatTile label={translate('app.system.cpu.cores')} value={String(cores)} />
        <StatTile label={translate('app.system.cpu.process_cpu')} value={percent.format(num(p, 'process_cpu_percent') / 100)} />
        <StatTile label={translate('app.system.cpu.memory')} value={`${translate('app.system.hdd.gb', { value: gb(memoryUsed, locale) })} / ${translate('app.system.hdd.gb', { value: gb(memoryTotal, locale) })}`} />
        <StatTile label={translate('app.system.cpu.process_memory')} value={translate('app.system.hdd.gb', { value: gb(num(p, 'process_rss'), locale) })} />
        <StatTile label={translate('app.system.cpu.uptime')} value={translate('app.system.cpu.duration', durationParts(num(p, 'uptime_seconds')))} />
        <StatTile label={translate('app.system.cpu.process_uptime')} value={translate('app.system.cpu.duration', durationParts(num(p, 'process_uptime_seconds')))} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">{translate('app.system.cpu.load_title')}</Typography>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: LOADS.map((k) => translate(`app.system.cpu.${k}`)) }]}
            series={[
              { data: LOADS.map((k) => num(p, k)), label: translate('app.system.cpu.load'), color: '#1976d2' },
              { data: LOADS.map(() => cores), label: translate('app.system.cpu.cores'), color: '#9e9e9e' },
            ]}
          />
        </CardContent>
      </Card>
      {samples.length > 1 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">{translate('app.system.cpu.history_title')}</Typography>
            <LineChart
              height={240}
              xAxis={[{ scaleType: 'point', data: samples.map((s) => new Date(s.dateTime).toLocaleTimeString(locale)) }]}
              series={LOADS.map((k) => ({ data: samples.map((s) => num(s, k)), label: translate(`app.system.cpu.${k}`) }))}
            />
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};
