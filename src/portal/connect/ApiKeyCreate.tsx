import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { CheckboxGroupInput, required, SaveButton, SimpleForm, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { API_KEY_SCOPES } from '../../contract/calls/managerConnect';
import { useRecordSave } from '../errors/useRecordSave';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import type { WriteMeta } from '../providers/writeReactions';
import { API_KEYS_PATH } from './connectPaths';
import type { CreatedApiKey } from './connectRecords';
import { OneTimeSecret } from './OneTimeSecret';

type ApiKeyValues = { name?: string; scopes?: string[] };

/** What the code dialog says the code confirms: the new key's name. */
const apiKeyMeta = (v: ApiKeyValues): WriteMeta => ({ summary: { payee: String(v.name ?? '') } });

const ApiKeyForm = () => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave(apiKeyMeta);
  const label = (field: string) => translate(`resources.api-keys.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label={translate('app.connect.api_keys.save')} disabled={saving} alwaysEnable={!saving} />
      <Button component={Link} to={API_KEYS_PATH}>{translate('app.connect.api_keys.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm defaultValues={{ name: '', scopes: ['accounts:read'] }} onSubmit={submit} component={Box} toolbar={toolbar}>
      <TextInput source="name" label={label('name')} validate={required()} helperText={translate('app.connect.api_keys.name_help')} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ maxWidth: 480 }} fullWidth />
      <CheckboxGroupInput
        source="scopes" label={label('scopes')} validate={required()} row={false}
        choices={API_KEY_SCOPES.map((s) => ({ id: s, name: translate(`app.connect.api_keys.scopes.${s}`) }))}
      />
    </SimpleForm>
  );
};

/**
 * /manager/api-keys/create (manager role): react-admin's <Create> of api-keys (the code prompt through
 * the dataProvider). The answer holds the key itself: it is shown here this once, with a copy button.
 */
export const ApiKeyCreate = () => {
  const notify = useNotify();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  useDocumentTitle('app.connect.api_keys.create');
  return (
    <PageFrame titleKey="app.connect.api_keys.create">
      {created ? (
        <OneTimeSecret labelKey="app.connect.secret.key_label" titleKey="app.connect.secret.key_title" textKey="app.connect.secret.key_text" value={created.key} doneTo={API_KEYS_PATH} />
      ) : (
        <RecordPage.Create<CreatedApiKey>
          resource="api-keys"
          redirect={false}
          mutationOptions={{
            onSuccess: (data) => {
              notify('app.connect.api_keys.created', { type: 'success' });
              setCreated(data);
            },
          }}
        >
          <ApiKeyForm />
        </RecordPage.Create>
      )}
    </PageFrame>
  );
};
