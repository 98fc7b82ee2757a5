import { Card, CardContent, Stack, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SystemSubpageData } from '../../contract/entities';
import { gb, num } from './readingValues';
import { StatTile } from './StatTile';

type DiskPanelProps = { data: SystemSubpageData };

/** Total, used and free space of the disk holding the data folder, in GB. */
export const DiskPanel = ({ data }: DiskPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const p = data.points[0];
  const inGb = (key: string) => translate('app.system.hdd.gb', { value: gb(num(p, key), locale) });
  const used = num(p, 'used');
  const free = num(p, 'free');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatTile label={translate('app.system.hdd.total')} value={inGb('total')} />
        <StatTile label={translate('app.system.hdd.used')} value={inGb('used')} />
        <StatTile label={translate('app.system.hdd.free')} value={inGb('free')} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">{translate('app.system.hdd.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.system.hdd.used_percent', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(num(p, 'used_percent')) })}
          </Typography>
          <PieChart
            height={240}
            series={[
              {
                innerRadius: 50,
                data: [
                  { id: 'used', value: used, label: translate('app.system.hdd.used'), color: '#ed6c02' },
                  { id: 'free', value: free, label: translate('app.system.hdd.free'), color: '#2e7d32' },
                ],
                valueFormatter: (item) => translate('app.system.hdd.gb', { value: gb(item.value, locale) }),
              },
            ]}
          />
        </CardContent>
      </Card>
    </Stack>
  );
};
