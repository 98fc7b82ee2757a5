import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { BrandLogo } from '../branding';
import { HeaderMenu } from './HeaderMenu';
import { NotificationBell } from '../notifications/NotificationBell';
import { KontorUserMenu } from './KontorUserMenu';

const Toolbar = () => (
  <>
    <HeaderMenu />
    <NotificationBell />
    <LocalesMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/** Brand, page title, the header menu, language and colour scheme switches, and the user menu. */
export const KontorAppBar = () => (
  <AppBar toolbar={<Toolbar />} userMenu={<KontorUserMenu />}>
    <BrandLogo height={28} sx={{ mr: 2 }} />
    <TitlePortal />
  </AppBar>
);
