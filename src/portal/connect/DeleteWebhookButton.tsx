import { DeleteRecordButton } from '../lists/DeleteRecordButton';
import type { WebhookRecord } from './connectRecords';

/** Removes an endpoint after a confirmation naming its address (its pending deliveries stop). */
export const DeleteWebhookButton = ({ record, onDeleted }: { record: WebhookRecord; onDeleted?: () => void }) => (
  <DeleteRecordButton
    resource="webhooks"
    record={record}
    tooltip="app.connect.webhooks.delete"
    label={{ key: 'app.connect.webhooks.delete_named', args: { url: record.url } }}
    title="app.connect.webhooks.delete_title"
    content={{ key: 'app.connect.webhooks.delete_confirm', args: { url: record.url } }}
    confirm="app.connect.webhooks.delete"
    cancel="app.connect.cancel"
    summary={{ payee: record.url }}
    deleted={{ key: 'app.connect.webhooks.deleted' }}
    {...(onDeleted ? { onDeleted } : {})}
  />
);
