import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button, Divider, IconButton, MenuItem, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notification } from '../../contract/entities';
import { useAccessContext } from '../providers/useAccessContext';
import { canLoadNotifications } from './canLoadNotifications';
import { NotificationItem } from './NotificationItem';
import { useLiveNotifications } from './useLiveNotifications';

/** The top bar shows the latest 5 (document 2 section 9). */
const TOP_BAR_COUNT = 5;

const Bell = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLiveNotifications();
  const { data, total } = useGetList<Notification>('notifications', { pagination: { page: 1, perPage: TOP_BAR_COUNT }, sort: { field: 'created_at', order: 'DESC' }, filter: {} });
  const close = () => setAnchor(null);
  const label = translate('app.reporting.notifications.bell');
  return (
    <>
      <Tooltip title={label}>
        {/* The count shown on the badge is part of the name (WCAG 2.5.3, label in name). */}
        <IconButton color="inherit" aria-label={total ? `${label}: ${total > 99 ? '99+' : total}` : label} onClick={(e) => setAnchor(e.currentTarget)} data-testid="notification-bell">
          <Badge badgeContent={total ?? 0} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <div role="region" aria-label={label} style={{ width: 360, maxWidth: '90vw' }}>
          {(data ?? []).length === 0 ? <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.reporting.notifications.empty')}</Typography> : null}
          {(data ?? []).map((n) => (
            <MenuItem key={n.id} disableRipple sx={{ cursor: 'default', whiteSpace: 'normal' }}>
              <NotificationItem notification={n} onNavigate={close} />
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
