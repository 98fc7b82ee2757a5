import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import { BulkDeleteButton, DataTable, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Announcement } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime, formatDay } from '../money/formatMoney';
import { ANNOUNCEMENT_STATUS_COLORS, announcementStatus, utcToday } from './announcementStatus';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';

const recordPath = (a: Announcement): string => `/admin/announcements/${a.id}`;
/** Keeps a click on a row's buttons from opening the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * /admin/announcements: the admin-announcements resource. Search, published filter, sort and paging
 * on the server (the status is worked out from the dates here, so it does not sort); a row opens the
 * announcement; delete one (its confirmation names it) or several (react-admin's confirmation).
 */
export const AnnouncementList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.announcements');
  const label = (field: string) => translate(`app.announcements.fields.${field}`);
  const today = utcToday();
  const statusLabel = (a: Announcement) => translate(`app.announcements.statuses.${announcementStatus(a, today)}`);
  return (
    <PageFrame titleKey="app.routes.announcements">
      <ResourceList<Announcement>
        resource="admin-announcements"
        storeKey="admin.announcements"
        label={translate('app.routes.announcements')}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={[
          <TextInput key="search" source="search" alwaysOn label={translate('app.announcements.search')} resettable sx={{ minWidth: 260 }} />,
          <SelectInput
            key="is_published"
            source="is_published"
            alwaysOn
            label={label('is_published')}
            choices={[{ id: '1', name: translate('app.announcements.published_filter.published') }, { id: '0', name: translate('app.announcements.published_filter.draft') }]}
            emptyText={translate('app.announcements.all')}
            sx={{ minWidth: 160 }}
          />,
        ]}
        rowLink={recordPath}
        rowAttributes={() => ({ 'data-testid': 'announcement-row' })}
        emptyKey="app.announcements.empty"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" confirmColor="warning" />}
        exportAs={{
          fileName: 'announcements',
          columns: () => [
            { header: 'ID', value: (a) => a.id },
            { header: label('title'), value: (a) => a.title },
            { header: label('content'), value: (a) => a.content },
            { header: label('is_published'), value: (a) => (a.is_published ? 1 : 0) },
            { header: label('status'), value: statusLabel },
            { header: label('starts_at'), value: (a) => a.starts_at },
            { header: label('ends_at'), value: (a) => a.ends_at },
            { header: label('updated_at'), value: (a) => a.updated_at },
          ],
        }}
        mobile={{ primaryText: (a) => a.title, secondaryText: statusLabel, tertiaryText: (a) => [a.starts_at, a.ends_at].filter(Boolean).join(' – ') }}
        actions={
          <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to="/admin/announcements/create">{translate('app.announcements.create')}</Button>
        }
      >
        <DataTable.Col source="title" label={label('title')} />
        <DataTable.Col<Announcement>
          source="status"
          label={label('status')}
          disableSort
          render={(a) => {
            const status = announcementStatus(a, today);
            return <Chip size="small" color={ANNOUNCEMENT_STATUS_COLORS[status]} label={translate(`app.announcements.statuses.${status}`)} />;
          }}
        />
        <DataTable.Col<Announcement> source="starts_at" label={label('starts_at')} render={(a) => formatDay(a.starts_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<Announcement> source="ends_at" label={label('ends_at')} render={(a) => formatDay(a.ends_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<Announcement> source="updated_at" label={label('updated_at')} render={(a) => formatDateTime(a.updated_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<Announcement>
          label={label('actions')}
          disableSort
          render={(a) => (
            <span onClick={stop} role="presentation" style={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={translate('app.announcements.edit')}>
                <IconButton size="small" component={Link} to={recordPath(a)} aria-label={translate('app.announcements.edit')}><EditIcon fontSize="small" /></IconButton>
              </Tooltip>
              <DeleteAnnouncementButton announcement={a} />
            </span>
          )}
        />
      </ResourceList>
    </PageFrame>
  );
};
