import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { BrandLogo } from '../branding';
import { HeaderMenu } from './HeaderMenu';
import { NotificationBell } from '../notifications/NotificationBell';
import { KontorUserMenu } from './KontorUserMenu';

const Toolbar = () => {
  const translate = useTranslate();
  // react-admin hands props it does not know to its spinner: the progress bar gets a name (WCAG, axe aria-progressbar-name).
  const spinner = { 'aria-label': translate('ra.page.loading') };
  return (
    <>
      <HeaderMenu />
      <NotificationBell />
      <LocalesMenuButton />
      <ToggleThemeButton />
      <LoadingIndicator {...spinner} />
    </>
  );
};

/** Brand, page title, the header menu, language and colour scheme switches, and the user menu. */
export const KontorAppBar = () => (
  <AppBar toolbar={<Toolbar />} userMenu={<KontorUserMenu />}>
    <BrandLogo height={28} sx={{ mr: 2 }} />
    <TitlePortal />
  </AppBar>
);
