import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMenuAction } from '../menus/useMenuAction';
import { useAccessContext } from '../providers/useAccessContext';
import { useStoredUser } from '../providers/useStoredUser';

/**
 * While an admin acts as a user, every page says so, with the way back (issue 21 item 11): the admin
 * must never forget whose money the page shows.
 */
export const ActingAsBanner = () => {
  const translate = useTranslate();
  const { adminTokenStored } = useAccessContext();
  const user = useStoredUser();
  const run = useMenuAction();
  if (!adminTokenStored || !user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      data-testid="acting-as-banner"
      sx={{ mb: 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => run('backToAdmin')}>
          {translate('app.menu.back_to_admin')}
        </Button>
      }
    >
      {translate('app.menu.acting_as', { name })}
    </Alert>
  );
};
