import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { isCustomer } from './isCustomer';
import { LoginAsButton } from './LoginAsButton';

type UserRowActionsProps = { user: User };

/** The actions cell of a users list row: view, edit and (customers only) "Login as user". */
export const UserRowActions = ({ user }: UserRowActionsProps) => {
  const translate = useTranslate();
  return (
    <>
      <Tooltip title={translate('app.users.view')}>
        <IconButton size="small" component={Link} to={`/admin/users/${user.id}`} aria-label={translate('app.users.view')}><VisibilityIcon fontSize="small" /></IconButton>
      </Tooltip>
      <Tooltip title={translate('app.users.edit')}>
        <IconButton size="small" component={Link} to={`/admin/users/${user.id}/edit`} aria-label={translate('app.users.edit')}><EditIcon fontSize="small" /></IconButton>
      </Tooltip>
      {isCustomer(user) ? <LoginAsButton user={user} /> : null}
    </>
  );
};
