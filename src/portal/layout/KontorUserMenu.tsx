import { Avatar, Button, Menu } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuList } from '../menus/MenuList';
import { useStoredUser } from '../providers/useStoredUser';

/**
 * The user menu: My Profile, Portal Services, PSP Portal, Back To Admin, Logout. Its button shows
 * the stored user, so acting as a user (or coming back) changes it at once.
 */
export const KontorUserMenu = () => {
  const translate = useTranslate();
  const user = useStoredUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        // The visible name leads the accessible one (WCAG 2.5.3, label in name).
        aria-label={`${name}, ${translate('app.menu.user_menu')}`}
        startIcon={<Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 28, height: 28 }} />}
        // On a phone the avatar alone (the name stays in the accessible name): the bar must fit 360 px.
        sx={{ textTransform: 'none', ml: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } }, '& [data-testid="user-menu-name"]': { display: { xs: 'none', sm: 'inline' } } }}
      >
        <span data-testid="user-menu-name">{name}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuList menu="user" variant="dropdown" onSelect={() => setAnchor(null)} />
      </Menu>
    </>
  );
};
