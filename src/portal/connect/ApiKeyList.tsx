import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { usePhone } from '../frame/usePhone';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { API_KEYS_PATH } from './connectPaths';
import type { ApiKeyRecord } from './connectRecords';
import { PhoneRowPanel } from './PhoneRowPanel';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

/**
 * /manager/api-keys: the company's API keys (issue 41): name, first characters, scopes, last use and
 * whether revoked. Managers make keys (each shown once) and revoke them; a reader reads the list.
 */
export const ApiKeyList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useAccessContext().role === 'manager';
  const phone = usePhone();
  // A phone's list has no action column: the tapped live key shows above it with its revoke button.
  const [chosen, setChosen] = useState<ApiKeyRecord | null>(null);
  useDocumentTitle('app.connect.api_keys.title');
  const label = (field: string) => translate(`resources.api-keys.fields.${field}`);
  const scopes = (k: ApiKeyRecord) => k.scopes.map((s) => translate(`app.connect.api_keys.scopes.${s}`)).join(', ');
  const lastUsed = (k: ApiKeyRecord) => (k.last_used_at ? formatDateTime(k.last_used_at, locale) : translate('app.connect.api_keys.never_used'));
  const status = (k: ApiKeyRecord) => (k.revoked_at ? translate('app.connect.api_keys.revoked', { date: formatDateTime(k.revoked_at, locale) }) : translate('app.connect.api_keys.active'));
  return (
    <PageFrame titleKey="app.connect.api_keys.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 900 }}>{translate('app.connect.api_keys.intro')}</Typography>
      <ResourceList<ApiKeyRecord>
        resource="api-keys"
        storeKey="api-keys"
        label={translate('app.connect.api_keys.title')}
        sort={{ field: 'id', order: 'DESC' }}
        emptyKey="app.connect.api_keys.empty"
        rowAttributes={(k) => ({ 'data-testid': 'api-key-row', 'data-key-name': k.name })}
        mobile={{ primaryText: (k) => `${k.name} · ${k.prefix}…`, secondaryText: scopes, tertiaryText: (k) => `${status(k)} · ${label('last_used_at')}: ${lastUsed(k)}` }}
        {...(canWrite && phone ? { onRowClick: (k: ApiKeyRecord) => setChosen(k.revoked_at ? null : k) } : {})}
        aside={
          phone && canWrite && chosen ? (
            <PhoneRowPanel title={chosen.name} lines={[`${chosen.prefix}…`, scopes(chosen)]} onClose={() => setChosen(null)}>
              <RevokeApiKeyButton record={chosen} onDeleted={() => setChosen(null)} />
            </PhoneRowPanel>
          ) : undefined
        }
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to={`${API_KEYS_PATH}/create`}>
              {translate('app.connect.api_keys.create')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col<ApiKeyRecord> source="name" label={label('name')} disableSort />
        <DataTable.Col<ApiKeyRecord> source="prefix" label={label('prefix')} disableSort render={(k) => <code>{k.prefix}…</code>} />
        <DataTable.Col<ApiKeyRecord> source="scopes" label={label('scopes')} disableSort render={scopes} />
        <DataTable.Col<ApiKeyRecord> source="last_used_at" label={label('last_used_at')} disableSort render={lastUsed} />
        <DataTable.Col<ApiKeyRecord> source="created_at" label={label('created_at')} disableSort render={(k) => formatDateTime(k.created_at, locale)} />
        <DataTable.Col<ApiKeyRecord> source="revoked_at" label={label('status')} disableSort render={(k) => <Chip size="small" label={status(k)} color={k.revoked_at ? 'default' : 'success'} />} />
        {canWrite ? (
          <DataTable.Col<ApiKeyRecord> label={label('actions')} disableSort render={(k) => (k.revoked_at ? null : <RevokeApiKeyButton record={k} />)} />
        ) : null}
      </ResourceList>
    </PageFrame>
  );
};
