import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { BrandLogo } from '../branding';
import { HeaderMenu } from './HeaderMenu';
import { NotificationBell } from '../notifications/NotificationBell';
import { KontorUserMenu } from './KontorUserMenu';

/** Shown from 600 px up; on a phone these move into the user menu and the /menu page (issue 19). */
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'flex' }, alignItems: 'center' } as const;

const Toolbar = () => (
  <>
    <HeaderMenu />
    <NotificationBell />
    <Box sx={NOT_ON_PHONE}>
      <LocalesMenuButton />
      <ToggleThemeButton />
      <LoadingIndicator />
    </Box>
  </>
);

/**
 * Brand, page title, the header menu, language and colour scheme switches, refresh, and the user
 * menu. On a phone the bar keeps the menu button, the brand, the bell and the user menu; the page's
 * own heading names the page there.
 */
export const KontorAppBar = () => (
  <AppBar toolbar={<Toolbar />} userMenu={<KontorUserMenu />}>
    <BrandLogo height={28} sx={{ mr: 2 }} />
    {/* Hidden, not removed, on a phone: it still takes the free width, keeping the icons at the right. */}
    <TitlePortal sx={{ visibility: { xs: 'hidden', sm: 'visible' }, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
  </AppBar>
);
