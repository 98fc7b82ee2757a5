import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import type { WebhookDeliveryRecord } from './connectRecords';
import { PhoneRowPanel } from './PhoneRowPanel';
import { RedeliverButton } from './RedeliverButton';
import { usePhone } from '../frame/usePhone';

/** The tapped delivery as the list has it now (its state follows the list's refreshes). */
const ChosenDelivery = ({ id, describe, onClose }: { id: number; describe: (d: WebhookDeliveryRecord) => { title: string; lines: string[] }; onClose: () => void }) => {
  const delivery = useListContext<WebhookDeliveryRecord>().data?.find((d) => d.id === id);
  if (!delivery) return null;
  const { title, lines } = describe(delivery);
  return (
    <PhoneRowPanel title={title} lines={lines} onClose={onClose}>
      <RedeliverButton delivery={delivery} />
    </PhoneRowPanel>
  );
};

/** While a delivery is still being attempted the list looks again every few seconds. */
const PENDING_REFRESH_MS = 3000;

/**
 * The deliveries to one endpoint (`webhook-deliveries`, newest first): the event, its state, how many
 * attempts, the endpoint's last answer (its HTTP status or what went wrong) and, for a manager, "Send again".
 */
export const WebhookDeliveries = ({ endpointId }: { endpointId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useAccessContext().role === 'manager';
  const phone = usePhone();
  // A phone's list has no action column: the tapped delivery shows above it with "Send again".
  const [chosenId, setChosenId] = useState<number | null>(null);
  const label = (field: string) => translate(`resources.webhook-deliveries.fields.${field}`);
  const event = (d: WebhookDeliveryRecord) => translate(`app.connect.webhooks.events.${d.event_type}`, { _: d.event_type });
  const status = (d: WebhookDeliveryRecord) => translate(`app.connect.deliveries.statuses.${d.status}`, { _: d.status });
  const answer = (d: WebhookDeliveryRecord) =>
    d.last_status_code !== null ? translate('app.connect.deliveries.answer', { code: d.last_status_code }) : d.last_error ? d.last_error : translate('app.connect.deliveries.no_answer');
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 3 }}>{translate('app.connect.deliveries.title')}</Typography>
      <ResourceList<WebhookDeliveryRecord>
        resource="webhook-deliveries"
        storeKey={`webhook-deliveries.${endpointId}`}
        label={translate('app.connect.deliveries.title')}
        disableSyncWithLocation
        queryOptions={{
          meta: { params: { id: endpointId } },
          refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false),
        }}
        emptyKey="app.connect.deliveries.empty"
        rowAttributes={(d) => ({ 'data-testid': 'delivery-row', 'data-status': d.status, 'data-delivery': String(d.id), 'data-attempts': String(d.attempts) })}
        mobile={{ primaryText: (d) => `${event(d)} · ${status(d)}`, secondaryText: (d) => formatDateTime(d.created_at, locale), tertiaryText: answer }}
        {...(canWrite && phone ? { onRowClick: (d: WebhookDeliveryRecord) => setChosenId(d.id) } : {})}
        aside={
          phone && canWrite && chosenId !== null ? (
            <ChosenDelivery id={chosenId} describe={(d) => ({ title: `${event(d)} · #${d.id}`, lines: [status(d), answer(d)] })} onClose={() => setChosenId(null)} />
          ) : undefined
        }
      >
        <DataTable.Col<WebhookDeliveryRecord> source="id" label={label('id')} disableSort />
        <DataTable.Col<WebhookDeliveryRecord> source="created_at" label={label('created_at')} disableSort render={(d) => formatDateTime(d.created_at, locale)} />
        <DataTable.Col<WebhookDeliveryRecord> source="event_type" label={label('event_type')} disableSort render={event} />
        <DataTable.Col<WebhookDeliveryRecord> source="status" label={label('status')} disableSort render={(d) => <Chip size="small" label={status(d)} color={d.status === 'delivered' ? 'success' : d.status === 'failed' ? 'error' : 'warning'} />} />
        <DataTable.Col<WebhookDeliveryRecord> source="attempts" label={label('attempts')} disableSort />
        <DataTable.Col<WebhookDeliveryRecord> source="last_status_code" label={label('last_status_code')} disableSort render={answer} />
        <DataTable.Col<WebhookDeliveryRecord> source="last_attempt_at" label={label('last_attempt_at')} disableSort render={(d) => formatDateTime(d.last_attempt_at, locale)} />
        <DataTable.Col<WebhookDeliveryRecord> source="next_attempt_at" label={label('next_attempt_at')} disableSort render={(d) => formatDateTime(d.next_attempt_at, locale)} />
        {canWrite ? <DataTable.Col<WebhookDeliveryRecord> label={label('actions')} disableSort render={(d) => <RedeliverButton delivery={d} />} /> : null}
      </ResourceList>
    </>
  );
};
