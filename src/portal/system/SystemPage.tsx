import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SYSTEM_POLLING_MS } from '../../contract/constants';
import { SYSTEM_SUBPAGES, type SystemSubpage } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { CpuPanel } from './CpuPanel';
import { DiskPanel } from './DiskPanel';
import { QueuePanel } from './QueuePanel';
import { useSystemReading } from './useSystemReading';

/** With seconds: readings 20 s apart must read apart. */
const readingTime = (iso: string, locale: string): string => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

const isSubpage = (value: string | undefined): value is SystemSubpage => SYSTEM_SUBPAGES.some((s) => s === value);

/** /admin/system/{subpage}: the live reading of one subpage, refreshed every 20 s while open. */
export const SystemPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { subpage: raw } = useParams();
  // The route table admits only the known subpages; cpu is its default.
  const subpage: SystemSubpage = isSubpage(raw) ? raw : 'cpu';
  const titleKey = `app.routes.system_subpages.${subpage}`;
  useDocumentTitle(titleKey);
  const { data, error, history, updatedAt } = useSystemReading(subpage);
  const current = data?.subpage === subpage ? data : undefined;
  const taken = current?.points[0]?.dateTime;
  return (
    <PageFrame titleKey={titleKey}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" data-testid="system-updated">
          {updatedAt ? translate('app.system.updated_at', { time: readingTime(taken ?? updatedAt.toISOString(), locale) }) : translate('app.system.loading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">{translate('app.system.polling', { smart_count: SYSTEM_POLLING_MS / 1000 })}</Typography>
      </Stack>
      {error ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.system.load_error')}</Alert> : null}
      {!current && !error ? <LinearProgress /> : null}
      {current && subpage === 'cpu' ? <CpuPanel data={current} history={history} /> : null}
      {current && subpage === 'hdd' ? <DiskPanel data={current} /> : null}
      {current && subpage !== 'cpu' && subpage !== 'hdd' ? <QueuePanel data={current} /> : null}
    </PageFrame>
  );
};
