import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Notification } from '../../contract/entities';
import { useAccessContext } from '../providers/useAccessContext';
import { canLoadNotifications } from './canLoadNotifications';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkNotificationsRead, useUnreadNotifications } from './useUnreadNotifications';

/** The top bar shows the latest 5 (document 2 section 9). */
const TOP_BAR_COUNT = 5;

// The popover's list (its items' buttons with the report download and print code) loads on the first opening.
const NotificationMenu = lazy(async () => ({ default: (await import('./NotificationMenu')).NotificationMenu }));

const Bell = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLiveNotifications();
  const unread = useUnreadNotifications();
  const markRead = useMarkNotificationsRead();
  const { data } = useGetList<Notification>('notifications', { pagination: { page: 1, perPage: TOP_BAR_COUNT }, sort: { field: 'created_at', order: 'DESC' }, filter: {} });
  const close = () => setAnchor(null);
  const label = translate('app.reporting.notifications.bell');
  const shownCount = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <Tooltip title={label}>
        {/* The unread count on the badge is part of the name (WCAG 2.5.3, label in name). */}
        <IconButton color="inherit" aria-label={unread ? `${label}: ${shownCount}` : label} onClick={(e) => setAnchor(e.currentTarget)} data-testid="notification-bell">
          {/* No badge at all without unread ones: MUI keeps a hidden badge's last number in the page. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <div role="region" aria-label={label} style={{ width: 360, maxWidth: '90vw' }}>
          <Suspense fallback={null}>
            <NotificationMenu notifications={data ?? []} unread={unread} onMarkRead={() => markRead.mutate(undefined)} marking={markRead.isPending} onClose={close} />
          </Suspense>
        </div>
      </Popover>
    </>
  );
};

/** The notification bell of the top bar, for users whose notifications load (document 1 section 5). */
export const NotificationBell = () => (canLoadNotifications(useAccessContext()) ? <Bell /> : null);
