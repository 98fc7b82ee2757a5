import { Button, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { formatDateTime } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { WEBHOOKS_PATH } from './connectPaths';
import type { WebhookRecord } from './connectRecords';
import { DeleteWebhookButton } from './DeleteWebhookButton';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEnabledSwitch } from './WebhookEnabledSwitch';
import { useEventNames } from './WebhookList';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack component="div" spacing={0.25}>
    <Typography variant="caption" color="text.secondary" component="dt">{label}</Typography>
    <Typography variant="body1" component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>{children}</Typography>
  </Stack>
);

const WebhookDetails = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const eventNames = useEventNames();
  const navigate = useNavigate();
  const record = useRecordContext<WebhookRecord>();
  if (!record) return null;
  const label = (field: string) => translate(`resources.webhooks.fields.${field}`);
  return (
    <Stack spacing={1.5}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Field label={label('url')}>{record.url}</Field>
        {record.description ? <Field label={label('description')}>{record.description}</Field> : null}
        <Field label={label('events')}>{eventNames(record.events)}</Field>
        <Field label={label('created_at')}>{formatDateTime(record.created_at, locale)}</Field>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <WebhookEnabledSwitch record={record} readOnly={readOnly} />
        {readOnly ? null : <DeleteWebhookButton record={record} onDeleted={() => navigate(WEBHOOKS_PATH)} />}
      </Stack>
    </Stack>
  );
};

/**
 * /manager/webhooks/{id}: react-admin's <Show> of one endpoint (its enabled switch for a manager) and
 * its deliveries with their answers; a manager sends a delivery again from there.
 */
export const WebhookShow = () => {
  const translate = useTranslate();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.connect.webhooks.show');
  return (
    <PageFrame titleKey="app.connect.webhooks.show">
      <RecordPage.Show<WebhookRecord> resource="webhooks" id={id} notFoundKey="app.connect.webhooks.not_found" emptyWhileLoading>
        <WebhookDetails readOnly={readOnly} />
      </RecordPage.Show>
      <WebhookDeliveries endpointId={id} />
      <Button component={Link} to={WEBHOOKS_PATH} sx={{ mt: 2 }}>{translate('app.connect.webhooks.back')}</Button>
    </PageFrame>
  );
};
