import { Button, Chip, Divider, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notification } from '../../contract/entities';
import { NotificationItem } from './NotificationItem';

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

type NotificationMenuProps = {
  notifications: readonly Notification[];
  unread: number;
  onMarkRead: () => void;
  marking: boolean;
  onClose: () => void;
};

/**
 * What the bell's popover lists: "Mark all read", the latest notifications with their buttons
 * (report download and print among them), and the way to all of them. It loads when the bell is first
 * opened (NotificationBell.tsx), not with every signed-in page.
 */
export const NotificationMenu = ({ notifications, unread, onMarkRead, marking, onClose }: NotificationMenuProps) => {
  const translate = useTranslate();
  return (
    <>
      {unread > 0 ? (
        <Button fullWidth size="small" onClick={onMarkRead} disabled={marking}>
          {translate('app.reporting.notifications.mark_all_read')}
        </Button>
      ) : null}
      {notifications.length === 0 ? <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.reporting.notifications.empty')}</Typography> : null}
      {groupRepeated(notifications).map(({ notification: n, count }) => (
        <MenuItem key={n.id} disableRipple sx={{ cursor: 'default', whiteSpace: 'normal', fontWeight: n.read_at ? undefined : 600 }} data-unread={n.read_at ? undefined : 'true'}>
          <NotificationItem
            notification={n}
            onNavigate={onClose}
            trailing={count > 1 ? <Chip size="small" label={translate('app.reporting.notifications.repeated', { count })} data-testid="notification-repeated" /> : undefined}
          />
        </MenuItem>
      ))}
      <Divider />
      <Button fullWidth component={Link} to="/manager/notifications" onClick={onClose}>{translate('app.reporting.notifications.see_all')}</Button>
    </>
  );
};
