import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Notification } from '../../contract/entities';
import { formatDateTime } from '../money/formatMoney';
import { NotificationActions } from './NotificationActions';
import { translateServerText } from '../i18n/serverText/translate';

type NotificationItemProps = { notification: Notification; onNavigate?: () => void; trailing?: ReactNode };

/** One notification: title (translated by type), the server's message, when, and its buttons. */
export const NotificationItem = ({ notification: n, onNavigate, trailing }: NotificationItemProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%' }} data-testid="notification-item" data-type={n.type}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">{translate(`app.reporting.notifications.types.${n.type.replace(/\./g, '_')}`, { _: translateServerText(translate, n.title) })}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>{translateServerText(translate, n.message)}</Typography>
        <Typography variant="caption" color="text.secondary">{formatDateTime(n.created_at, locale)}</Typography>
        <NotificationActions notification={n} onNavigate={onNavigate} />
      </Box>
      {trailing}
    </Box>
  );
};
