import AppsIcon from '@mui/icons-material/Apps';
import { Avatar, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { conditionHolds } from '../menus/conditionHolds';
import { MenuList } from '../menus/MenuList';
import { isAdminRole } from '../providers/roles';
import { useAccessContext } from '../providers/useAccessContext';
import { useStoredUser } from '../providers/useStoredUser';
import { usePhone } from '../frame/usePhone';
import { PreferenceMenuItems } from './phonePreferences';

/**
 * The user menu: My Profile, Portal Services, PSP Portal, Back To Admin, Logout. Its button shows
 * the stored user, so acting as a user (or coming back) changes it at once. On a phone it also holds
 * what the app bar drops there (issue 19): the way to every menu (/menu, for the manager area),
 * the language, the colour scheme and refresh.
 */
export const KontorUserMenu = () => {
  const translate = useTranslate();
  const user = useStoredUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = usePhone();
  const access = useAccessContext();
  // /menu is a page of the manager area: a user forced to the verification steps cannot open it.
  const allMenus = phone && access.role !== null && !isAdminRole(access.role) && conditionHolds(access, 'complianceNotRequired');
  if (!user) return null;
  const close = () => setAnchor(null);
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
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {allMenus ? (
          <MenuItem component={RouterLink} to="/menu" onClick={close} data-testid="phone-all-menus">
            <ListItemIcon>
              <AppsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.menu.all_menus')}</ListItemText>
          </MenuItem>
        ) : null}
        {phone ? <PreferenceMenuItems onSelect={close} /> : null}
        {phone ? <Divider /> : null}
        <MenuList menu="user" variant="dropdown" onSelect={close} />
      </Menu>
    </>
  );
};
