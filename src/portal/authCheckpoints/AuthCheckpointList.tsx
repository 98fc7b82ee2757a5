import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { AUTH_CHECKPOINTS_PAGE_SIZE } from '../../contract/constants';
import type { AuthCheckpoint } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { useStoredUser } from '../providers/useStoredUser';
import { formatDateTime } from '../money/formatMoney';
import { useCheckpointFilters } from './CheckpointFilters';
import { CheckpointActionCell, CheckpointAgentCell, CheckpointStatusChip, CheckpointUserCell, checkpointUserName } from './CheckpointRow';

/**
 * /admin/auth-checkpoints: the auth-checkpoints resource, the sign-in devices of every user with their
 * failed sign-ins. Filters, sort (not by browser or device) and paging on the server, 50 a page;
 * ?user_id= (a link from a user) opens it filtered by the user. Blocking and allowing go one device at
 * a time, each after its confirmation.
 */
export const AuthCheckpointList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.auth_checkpoints');
  const own = useStoredUser();
  const filters = useCheckpointFilters();
  const label = (column: string) => translate(`app.auth_checkpoints.columns.${column}`);
  const statusLabel = (c: AuthCheckpoint) => translate(`app.auth_checkpoints.statuses.${c.status}`);
  return (
    <PageFrame titleKey="app.routes.auth_checkpoints">
      <ResourceList<AuthCheckpoint>
        resource="auth-checkpoints"
        storeKey="admin.auth-checkpoints"
        label={translate('app.routes.auth_checkpoints')}
        perPage={AUTH_CHECKPOINTS_PAGE_SIZE}
        sort={{ field: 'last_seen_at', order: 'DESC' }}
        filters={filters}
        addressFilters={['user_id']}
        rowAttributes={(c) => ({ 'data-testid': 'checkpoint-row', 'data-status': c.status })}
        emptyKey="app.auth_checkpoints.empty"
        exportAs={{
          fileName: 'auth-checkpoints',
          columns: () => [
            { header: 'ID', value: (c) => c.id },
            { header: label('user'), value: (c) => checkpointUserName(translate, c) },
            { header: translate('app.users.columns.email'), value: (c) => c.user?.email },
            { header: label('ip'), value: (c) => c.ip },
            { header: label('browser_id'), value: (c) => c.browser_id },
            { header: label('user_agent'), value: (c) => c.user_agent },
            { header: label('status'), value: statusLabel },
            { header: label('failed_attempts'), value: (c) => c.failed_attempts },
            { header: label('last_failed_at'), value: (c) => c.last_failed_at },
            { header: label('last_seen_at'), value: (c) => c.last_seen_at },
            { header: label('created_at'), value: (c) => c.created_at },
          ],
        }}
        mobile={{
          primaryText: (c) => checkpointUserName(translate, c),
          secondaryText: (c) => [c.ip, statusLabel(c)].filter(Boolean).join(' · '),
          tertiaryText: (c) => formatDateTime(c.last_seen_at, locale),
        }}
      >
        <DataTable.Col<AuthCheckpoint> source="user" label={label('user')} render={(c) => <CheckpointUserCell checkpoint={c} />} />
        <DataTable.Col<AuthCheckpoint> source="ip" label={label('ip')} render={(c) => c.ip ?? ''} sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col<AuthCheckpoint>
          source="browser_id"
          label={label('browser_id')}
          disableSort
          render={(c) => c.browser_id ?? translate('app.auth_checkpoints.no_browser')}
          sx={{ fontFamily: 'monospace' }}
        />
        <DataTable.Col<AuthCheckpoint> source="user_agent" label={label('user_agent')} disableSort render={(c) => <CheckpointAgentCell checkpoint={c} />} />
        <DataTable.Col<AuthCheckpoint> source="status" label={label('status')} render={(c) => <CheckpointStatusChip checkpoint={c} />} />
        <DataTable.NumberCol source="failed_attempts" label={label('failed_attempts')} />
        <DataTable.Col<AuthCheckpoint> source="last_failed_at" label={label('last_failed_at')} render={(c) => formatDateTime(c.last_failed_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<AuthCheckpoint> source="last_seen_at" label={label('last_seen_at')} render={(c) => formatDateTime(c.last_seen_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<AuthCheckpoint> source="created_at" label={label('created_at')} render={(c) => formatDateTime(c.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<AuthCheckpoint> label={label('actions')} disableSort render={(c) => <CheckpointActionCell checkpoint={c} ownUserId={own?.id ?? null} />} />
      </ResourceList>
    </PageFrame>
  );
};
