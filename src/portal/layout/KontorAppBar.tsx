import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { brandFor } from '../theme';
import { HeaderMenu } from './HeaderMenu';
import { KontorUserMenu } from './KontorUserMenu';

const Toolbar = () => (
  <>
    <HeaderMenu />
    <LocalesMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/** Brand, page title, the header menu, language and colour scheme switches, and the user menu. */
export const KontorAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar toolbar={<Toolbar />} userMenu={<KontorUserMenu />}>
      <Box component="img" src={brandFor().logo} alt={translate('app.name')} sx={{ height: 28, mr: 2 }} />
      <TitlePortal />
    </AppBar>
  );
};
