import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { formatDateTime } from '../tables/formatMoney';
import { isCustomer } from './isCustomer';
import { LoginAsButton } from './LoginAsButton';
import { userName } from './userName';

type UserRowProps = { user: User };

/** One row of the users list, with view, edit and (customers only) "Login as user". */
export const UserRow = ({ user }: UserRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const yesNo = (v: boolean | undefined) => translate(v ? 'app.users.yes' : 'app.users.no');
  return (
    <TableRow hover data-testid="user-row">
      <TableCell>{userName(user)}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{user.roles.map((r) => translate(`app.users.roles.${r.slug}`)).join(', ')}</TableCell>
      <TableCell>{user.company?.name ?? ''}</TableCell>
      <TableCell>{yesNo(user.two_factor_auth.google)}</TableCell>
      <TableCell>{yesNo(user.enabled)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.created_at, locale)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={translate('app.users.view')}>
          <IconButton size="small" component={Link} to={`/admin/users/${user.id}`} aria-label={translate('app.users.view')}><VisibilityIcon fontSize="small" /></IconButton>
        </Tooltip>
        <Tooltip title={translate('app.users.edit')}>
          <IconButton size="small" component={Link} to={`/admin/users/${user.id}/edit`} aria-label={translate('app.users.edit')}><EditIcon fontSize="small" /></IconButton>
        </Tooltip>
        {isCustomer(user) ? <LoginAsButton user={user} /> : null}
      </TableCell>
    </TableRow>
  );
};
