import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { BrandLogo } from '../branding';
import { HeaderMenu } from './HeaderMenu';
import { NotificationBell } from '../notifications/NotificationBell';
import { KontorUserMenu } from './KontorUserMenu';

const PHONE_LANGUAGE = {
  '& .MuiButton-root': { minWidth: { xs: 40, sm: 64 }, fontSize: { xs: 0, sm: undefined } },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
  '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
};

const Toolbar = () => (
  <>
    <HeaderMenu />
    <NotificationBell />
    {/* On a phone the language button is its icon (the language's name stays its accessible name). */}
    <Box sx={PHONE_LANGUAGE}>
      <LocalesMenuButton />
    </Box>
    <ToggleThemeButton />
    {/* On a phone the pages' own progress bars show loading; the bar keeps room for the user menu. */}
    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
      <LoadingIndicator />
    </Box>
  </>
);

/** Brand, page title, the header menu, language and colour scheme switches, and the user menu. */
export const KontorAppBar = () => (
  <AppBar toolbar={<Toolbar />} userMenu={<KontorUserMenu />}>
    <BrandLogo height={28} sx={{ mr: 2 }} />
    <TitlePortal />
  </AppBar>
);
