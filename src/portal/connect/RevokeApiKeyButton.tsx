import { DeleteRecordButton } from '../lists/DeleteRecordButton';
import type { ApiKeyRecord } from './connectRecords';

/** Revokes a key after a confirmation naming it: systems using it are refused from then on (react-admin's delete of api-keys). */
export const RevokeApiKeyButton = ({ record, onDeleted }: { record: ApiKeyRecord; onDeleted?: () => void }) => (
  <DeleteRecordButton
    resource="api-keys"
    record={record}
    tooltip="app.connect.api_keys.revoke"
    label={{ key: 'app.connect.api_keys.revoke_named', args: { name: record.name } }}
    title="app.connect.api_keys.revoke_title"
    content={{ key: 'app.connect.api_keys.revoke_confirm', args: { name: record.name } }}
    confirm="app.connect.api_keys.revoke"
    cancel="app.connect.cancel"
    summary={{ payee: record.name }}
    deleted={{ key: 'app.connect.api_keys.revoked_done' }}
    {...(onDeleted ? { onDeleted } : {})}
  />
);
