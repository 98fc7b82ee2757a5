import { Divider, List, ListItem, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { NOTIFICATIONS_PAGE_SIZE } from '../../contract/constants';
import type { Notification } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { ListFeedback, ListPagination } from '../tables/ListParts';
import { DeleteNotificationButton } from './DeleteNotificationButton';
import { NotificationItem } from './NotificationItem';
import { PurgeNotificationsButton } from './PurgeNotificationsButton';
import { useLiveNotifications } from './useLiveNotifications';

/** /manager/notifications: 100 a page, newest first, new ones appear live; managers delete one or all. */
export const NotificationsPage = () => {
  const translate = useTranslate();
  const canDelete = useAccessContext().role === 'manager';
  const [page, setPage] = useState(1);
  useDocumentTitle('app.routes.notifications');
  useLiveNotifications();
  const { data, total, isFetching } = useGetList<Notification>(
    'notifications',
    { pagination: { page, perPage: NOTIFICATIONS_PAGE_SIZE }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    { placeholderData: (previous) => previous },
  );
  const rows = data ?? [];
  return (
    <PageFrame titleKey="app.routes.notifications">
      {canDelete ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <PurgeNotificationsButton disabled={rows.length === 0} />
        </Stack>
      ) : null}
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.reporting.notifications.empty" />
      <List aria-label={translate('app.routes.notifications')}>
        {rows.map((n) => (
          <div key={n.id}>
            <ListItem>
              <NotificationItem notification={n} trailing={canDelete ? <DeleteNotificationButton id={n.id} /> : null} />
            </ListItem>
            <Divider component="li" />
          </div>
        ))}
      </List>
      <ListPagination total={total} page={page} onPage={setPage} perPage={NOTIFICATIONS_PAGE_SIZE} />
    </PageFrame>
  );
};
