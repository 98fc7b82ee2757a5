import { useEffect } from 'react';
import { BulkDeleteButton, DataTable, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { NOTIFICATIONS_PAGE_SIZE } from '../../contract/constants';
import type { Notification } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { useAccessContext } from '../providers/useAccessContext';
import { formatDateTime } from '../money/formatMoney';
import { DeleteNotificationButton } from './DeleteNotificationButton';
import { NotificationActions } from './NotificationActions';
import { PurgeNotificationsButton } from './PurgeNotificationsButton';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkNotificationsRead } from './useUnreadNotifications';
import { translateServerText } from '../i18n/serverText/translate';

/** Delete all, offered while the list has notifications (inside the list's context). */
const PurgeAction = () => {
  const { total } = useListContext<Notification>();
  return <PurgeNotificationsButton disabled={!total} />;
};

/**
 * /manager/notifications: the notifications resource, 100 a page (the spec's page), newest first
 * (the server's only order); new ones appear live; opening the page marks them read. Managers delete
 * one, the chosen ones (bulk) or all.
 */
export const NotificationsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canDelete = useAccessContext().role === 'manager';
  useDocumentTitle('app.routes.notifications');
  useLiveNotifications();
  // Opening the list reads them: the bell's badge clears (issue 21 item 10).
  const { mutate: markAllRead } = useMarkNotificationsRead();
  useEffect(() => markAllRead(undefined), [markAllRead]);
  const label = (field: string) => translate(`app.reporting.notifications.columns.${field}`);
  const message = (n: Notification) => translateServerText(translate, n.message);
  const title = (n: Notification) => translate(`app.reporting.notifications.types.${n.type.replace(/\./g, '_')}`, { _: translateServerText(translate, n.title) });
  return (
    <PageFrame titleKey="app.routes.notifications">
      <ResourceList<Notification>
        resource="notifications"
        storeKey="notifications"
        label={translate('app.routes.notifications')}
        perPage={NOTIFICATIONS_PAGE_SIZE}
        sort={{ field: 'created_at', order: 'DESC' }}
        rowAttributes={(n) => ({ 'data-testid': 'notification-item', 'data-type': n.type })}
        emptyKey="app.reporting.notifications.empty"
        bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" confirmColor="warning" /> : false}
        exportAs={{
          fileName: 'notifications',
          columns: () => [
            { header: label('title'), value: title },
            { header: label('message'), value: message },
            { header: label('type'), value: (n) => n.type },
            { header: label('created_at'), value: (n) => n.created_at },
          ],
        }}
        mobile={{ primaryText: title, secondaryText: message, tertiaryText: (n) => formatDateTime(n.created_at, locale) }}
        actions={canDelete ? <PurgeAction /> : null}
      >
        <DataTable.Col<Notification> source="title" label={label('title')} disableSort render={title} sx={{ fontWeight: 500 }} />
        <DataTable.Col<Notification> source="message" label={label('message')} disableSort render={message} sx={{ whiteSpace: 'normal' }} />
        <DataTable.Col<Notification> source="created_at" label={label('created_at')} disableSort render={(n) => formatDateTime(n.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<Notification> label={label('actions')} disableSort render={(n) => <NotificationActions notification={n} />} />
        {canDelete ? <DataTable.Col<Notification> label={label('delete')} disableSort render={(n) => <DeleteNotificationButton id={n.id} />} /> : null}
      </ResourceList>
    </PageFrame>
  );
};
