import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { CheckboxGroupInput, required, SaveButton, SimpleForm, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { WEBHOOK_EVENTS } from '../../contract/calls/managerConnect';
import { useRecordSave } from '../errors/useRecordSave';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import type { WriteMeta } from '../providers/writeReactions';
import { WEBHOOKS_PATH } from './connectPaths';
import type { CreatedWebhook } from './connectRecords';
import { OneTimeSecret } from './OneTimeSecret';

type WebhookValues = { url?: string; description?: string; events?: string[] };

/** The body the contract takes: the address trimmed, no empty description. */
const webhookBody = (v: WebhookValues) => ({ url: String(v.url ?? '').trim(), ...(v.description?.trim() ? { description: v.description.trim() } : {}), events: v.events ?? [], enabled: true });

/** What the code dialog says the code confirms: the endpoint's address. */
const webhookMeta = (v: WebhookValues): WriteMeta => ({ summary: { payee: String(v.url ?? '').trim() } });

const WebhookForm = () => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave(webhookMeta);
  const label = (field: string) => translate(`resources.webhooks.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label={translate('app.connect.webhooks.save')} disabled={saving} alwaysEnable={!saving} />
      <Button component={Link} to={WEBHOOKS_PATH}>{translate('app.connect.webhooks.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm defaultValues={{ url: '', description: '', events: ['payment.created', 'payment.state_changed'] }} onSubmit={submit} component={Box} toolbar={toolbar}>
      <TextInput source="url" type="url" label={label('url')} validate={required()} helperText={translate('app.connect.webhooks.url_help')} slotProps={{ htmlInput: { maxLength: 2048, inputMode: 'url' } }} sx={{ maxWidth: 640 }} fullWidth />
      <TextInput source="description" label={label('description')} slotProps={{ htmlInput: { maxLength: 200 } }} sx={{ maxWidth: 640 }} fullWidth />
      <CheckboxGroupInput
        source="events" label={label('events')} validate={required()} row={false}
        choices={WEBHOOK_EVENTS.map((e) => ({ id: e, name: translate(`app.connect.webhooks.events.${e}`) }))}
      />
    </SimpleForm>
  );
};

/**
 * /manager/webhooks/create (manager role): react-admin's <Create> of webhooks (the code prompt through
 * the dataProvider; the server refuses addresses it may not call). The answer holds the signing secret:
 * it is shown here this once, with a copy button.
 */
export const WebhookCreate = () => {
  const notify = useNotify();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  useDocumentTitle('app.connect.webhooks.create');
  return (
    <PageFrame titleKey="app.connect.webhooks.create">
      {created ? (
        <OneTimeSecret labelKey="app.connect.secret.secret_label" titleKey="app.connect.secret.secret_title" textKey="app.connect.secret.secret_text" value={created.secret} doneTo={WEBHOOKS_PATH} />
      ) : (
        <RecordPage.Create<CreatedWebhook>
          resource="webhooks"
          redirect={false}
          transform={webhookBody}
          mutationOptions={{
            onSuccess: (data) => {
              notify('app.connect.webhooks.created', { type: 'success' });
              setCreated(data);
            },
          }}
        >
          <WebhookForm />
        </RecordPage.Create>
      )}
    </PageFrame>
  );
};
