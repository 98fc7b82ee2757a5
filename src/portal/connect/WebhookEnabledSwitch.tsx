import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import type { WebhookRecord } from './connectRecords';

/**
 * An endpoint's enabled switch (manager role): the endpoint's update with the other fields as they are,
 * confirmed with the one-time code (the dataProvider's write wrapper asks for it). A reader sees it read-only.
 */
export const WebhookEnabledSwitch = ({ record, readOnly }: { record: WebhookRecord; readOnly: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const [update, { isPending }] = useUpdate<WebhookRecord>();
  const toggle = (enabled: boolean) =>
    update(
      'webhooks',
      {
        id: record.id,
        data: { url: record.url, description: record.description ?? undefined, events: record.events, enabled },
        previousData: record,
        meta: { summary: { payee: record.url } },
      },
      { mutationMode: 'pessimistic', onSuccess: () => notify('app.connect.webhooks.updated', { type: 'success' }), onError: notifyFailure },
    );
  return (
    <FormControlLabel
      onClick={(e) => e.stopPropagation()}
      control={
        <Switch
          checked={record.enabled}
          disabled={readOnly || isPending}
          onChange={(e) => void toggle(e.target.checked)}
          slotProps={{ input: { 'aria-label': translate('app.connect.webhooks.enabled_named', { url: record.url }) } }}
        />
      }
      label={translate(record.enabled ? 'app.connect.webhooks.enabled' : 'app.connect.webhooks.disabled')}
    />
  );
};
