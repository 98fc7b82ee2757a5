import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button, Chip, Divider, IconButton, MenuItem, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notification } from '../../contract/entities';
import { useAccessContext } from '../providers/useAccessContext';
import { canLoadNotifications } from './canLoadNotifications';
import { NotificationItem } from './NotificationItem';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkNotificationsRead, useUnreadNotifications } from './useUnreadNotifications';

/** The top bar shows the latest 5 (document 2 section 9). */
const TOP_BAR_COUNT = 5;

/** Identical notifications in a row (same type, title and message) shown once, with how many there were. */
export const groupRepeated = (items: readonly Notification[]): { notification: Notification; count: number }[] => {
  const groups: { notification: Notification; count: number }[] = [];
  for (const n of items) {
    const last = groups.at(-1);
    if (last && last.notification.type === n.type && last.notification.title === n.title && last.notification.message === n.message) last.count += 1;
    else groups.push({ notification: n, count: 1 });
  }
  return groups;
};

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
          {unread > 0 ? (
            <Button fullWidth size="small" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
              {translate('app.reporting.notifications.mark_all_read')}
            </Button>
          ) : null}
          {(data ?? []).length === 0 ? <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.reporting.notifications.empty')}</Typography> : null}
          {groupRepeated(data ?? []).map(({ notification: n, count }) => (
            <MenuItem key={n.id} disableRipple sx={{ cursor: 'default', whiteSpace: 'normal', fontWeight: n.read_at ? undefined : 600 }} data-unread={n.read_at ? undefined : 'true'}>
              <NotificationItem
                notification={n}
                onNavigate={close}
                trailing={count > 1 ? <Chip size="small" label={translate('app.reporting.notifications.repeated', { count })} data-testid="notification-repeated" /> : undefined}
              />
            </MenuItem>
          ))}
          <Divider />
          <Button fullWidth component={Link} to="/manager/notifications" onClick={close}>{translate('app.reporting.notifications.see_all')}</Button>
        </div>
      </Popover>
    </>
  );
};

/** The notification bell of the top bar, for users whose notifications load (document 1 section 5). */
export const NotificationBell = () => (canLoadNotifications(useAccessContext()) ? <Bell /> : null);
