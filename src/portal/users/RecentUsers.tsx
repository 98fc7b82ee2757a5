import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { RECENT_USERS } from '../../contract/constants';
import { formatDateTime } from '../money/formatMoney';
import { userName } from './userName';

/** Admin dashboard: the newest users (document 2 section 9 "Recent users"). */
export const RecentUsers = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useGetList<User>('users', { pagination: { page: 1, perPage: RECENT_USERS }, sort: { field: 'created_at', order: 'DESC' } });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('app.users.recent')}</Typography>
        <List dense aria-label={translate('app.users.recent')}>
          {(data ?? []).map((u) => (
            <ListItem key={u.id} disablePadding>
              <ListItemButton component={Link} to={`/admin/users/${u.id}`} data-testid="recent-user">
                <ListItemText primary={userName(u)} secondary={`${u.email} · ${formatDateTime(u.created_at, locale)}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
