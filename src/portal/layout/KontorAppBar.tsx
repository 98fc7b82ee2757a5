import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { brandFor } from '../theme';

const Toolbar = () => (
  <>
    <LocalesMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/** Brand, page title, the language switcher (five languages) and the colour scheme switch. */
export const KontorAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar toolbar={<Toolbar />}>
      <Box component="img" src={brandFor().logo} alt={translate('app.name')} sx={{ height: 28, mr: 2 }} />
      <TitlePortal />
    </AppBar>
  );
};
