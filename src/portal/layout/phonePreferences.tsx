import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import CheckIcon from '@mui/icons-material/Check';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLocales, useRefresh, useTheme, useThemesContext, useTranslate } from 'react-admin';

/**
 * What the app bar holds on a wider screen besides the menus (language, colour scheme, refresh), as
 * actions: on a phone they move into the user menu and the /menu page, so that the bar keeps only
 * the menu button, the brand, the bell and the user menu (issue 19).
 */
export const useShellPreferences = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  // The same default as react-admin's ToggleThemeButton, so both read the scheme alike.
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const refresh = useRefresh();
  const language = languages.find((l) => l.locale === locale)?.name ?? locale;
  return {
    languages,
    locale,
    language,
    setLocale,
    dark: theme === 'dark',
    toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    themeLabel: translate('ra.action.toggle_theme'),
    refresh,
    refreshLabel: translate('ra.action.refresh'),
    languageLabel: translate('app.menu.language'),
  };
};

/**
 * The language, colour scheme and refresh as items of an open menu (the user menu on a phone). The
 * languages unfold under their item; choosing one, or another action, closes the menu.
 */
export const PreferenceMenuItems = ({ onSelect }: { onSelect: () => void }) => {
  const prefs = useShellPreferences();
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const SchemeIcon = prefs.dark ? Brightness7Icon : Brightness4Icon;
  return (
    <>
      <MenuItem onClick={() => setLanguagesOpen((open) => !open)} aria-expanded={languagesOpen} data-testid="phone-language">
        <ListItemIcon>
          <TranslateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={prefs.languageLabel} secondary={prefs.language} />
        {languagesOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      {languagesOpen
        ? prefs.languages.map((l) => (
            <MenuItem
              key={l.locale}
              lang={l.locale}
              selected={l.locale === prefs.locale}
              sx={{ pl: 4 }}
              onClick={() => {
                prefs.setLocale(l.locale);
                onSelect();
              }}
            >
              <ListItemIcon>{l.locale === prefs.locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{l.name}</ListItemText>
            </MenuItem>
          ))
        : null}
      <MenuItem
        onClick={() => {
          prefs.toggleTheme();
          onSelect();
        }}
      >
        <ListItemIcon>
          <SchemeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{prefs.themeLabel}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          prefs.refresh();
          onSelect();
        }}
      >
        <ListItemIcon>
          <RefreshIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{prefs.refreshLabel}</ListItemText>
      </MenuItem>
    </>
  );
};
