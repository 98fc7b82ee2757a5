import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { WEBHOOKS_PATH, webhookPath } from './connectPaths';
import type { WebhookRecord } from './connectRecords';
import { DeleteWebhookButton } from './DeleteWebhookButton';
import { WebhookEnabledSwitch } from './WebhookEnabledSwitch';

/** The events of an endpoint in the person's language. */
export const useEventNames = () => {
  const translate = useTranslate();
  return (events: readonly string[]) => events.map((e) => translate(`app.connect.webhooks.events.${e}`, { _: e })).join(', ');
};

/**
 * /manager/webhooks: the company's webhook endpoints (issue 41). A row opens the endpoint with its
 * deliveries; managers add endpoints (the signing secret shown once), switch them on and off and remove
 * them; a reader reads.
 */
export const WebhookList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useAccessContext().role === 'manager';
  const eventNames = useEventNames();
  useDocumentTitle('app.connect.webhooks.title');
  const label = (field: string) => translate(`resources.webhooks.fields.${field}`);
  const state = (w: WebhookRecord) => translate(w.enabled ? 'app.connect.webhooks.enabled' : 'app.connect.webhooks.disabled');
  return (
    <PageFrame titleKey="app.connect.webhooks.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 900 }}>{translate('app.connect.webhooks.intro')}</Typography>
      <ResourceList<WebhookRecord>
        resource="webhooks"
        storeKey="webhooks"
        label={translate('app.connect.webhooks.title')}
        sort={{ field: 'id', order: 'DESC' }}
        emptyKey="app.connect.webhooks.empty"
        rowLink={(w) => webhookPath(w.id)}
        rowAttributes={(w) => ({ 'data-testid': 'webhook-row', 'data-url': w.url })}
        mobile={{ primaryText: (w) => w.url, secondaryText: (w) => eventNames(w.events), tertiaryText: state }}
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to={`${WEBHOOKS_PATH}/create`}>
              {translate('app.connect.webhooks.create')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col<WebhookRecord> source="url" label={label('url')} disableSort />
        <DataTable.Col<WebhookRecord> source="description" label={label('description')} disableSort />
        <DataTable.Col<WebhookRecord> source="events" label={label('events')} disableSort render={(w) => eventNames(w.events)} />
        <DataTable.Col<WebhookRecord> source="enabled" label={label('enabled')} disableSort render={(w) => <WebhookEnabledSwitch record={w} readOnly={!canWrite} />} />
        <DataTable.Col<WebhookRecord> source="created_at" label={label('created_at')} disableSort render={(w) => formatDateTime(w.created_at, locale)} />
        {canWrite ? (
          <DataTable.Col<WebhookRecord> label={label('actions')} disableSort render={(w) => <span onClick={(e) => e.stopPropagation()} role="presentation"><DeleteWebhookButton record={w} /></span>} />
        ) : null}
      </ResourceList>
    </PageFrame>
  );
};
