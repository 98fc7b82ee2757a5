import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import CheckIcon from '@mui/icons-material/Check';
import RefreshIcon from '@mui/icons-material/Refresh';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MenuList } from '../menus/MenuList';
import type { MenuName } from '../menus/types';
import { useMenuEntries } from '../menus/useMenuEntries';
import { PageFrame } from '../frame/PageFrame';
import { useShellPreferences } from './phonePreferences';

/** The five menus in the order a person on a phone looks for them, each under its heading. */
const SECTIONS: ReadonlyArray<{ menu: MenuName; titleKey: string }> = [
  { menu: 'actionBar', titleKey: 'app.menu.sections.actions' },
  { menu: 'main', titleKey: 'app.menu.sections.main' },
  { menu: 'header', titleKey: 'app.menu.sections.header' },
  { menu: 'user', titleKey: 'app.menu.sections.user' },
  { menu: 'footer', titleKey: 'app.menu.sections.footer' },
];

/** One menu under its heading; nothing when the user sees none of its entries. */
const Section = ({ menu, titleKey }: { menu: MenuName; titleKey: string }) => {
  const translate = useTranslate();
  const entries = useMenuEntries(menu);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`menu-section-${menu}`} data-menu-section={menu}>
      <Typography id={`menu-section-${menu}`} variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(titleKey)}
      </Typography>
      <MenuList menu={menu} variant="list" />
    </section>
  );
};

/** The language, the colour scheme and refresh: on a phone the app bar has no room for them. */
const Display = () => {
  const translate = useTranslate();
  const prefs = useShellPreferences();
  const SchemeIcon = prefs.dark ? Brightness7Icon : Brightness4Icon;
  return (
    <section aria-labelledby="menu-section-display" data-menu-section="display">
      <Typography id="menu-section-display" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.menu.sections.display')}
      </Typography>
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={prefs.toggleTheme}>
            <ListItemIcon>
              <SchemeIcon />
            </ListItemIcon>
            <ListItemText primary={prefs.themeLabel} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={prefs.refresh}>
            <ListItemIcon>
              <RefreshIcon />
            </ListItemIcon>
            <ListItemText primary={prefs.refreshLabel} />
          </ListItemButton>
        </ListItem>
      </List>
      <List aria-labelledby="menu-languages" subheader={<ListSubheader id="menu-languages">{prefs.languageLabel}</ListSubheader>}>
        {prefs.languages.map((l) => (
          <ListItem key={l.locale} disablePadding>
            <ListItemButton lang={l.locale} selected={l.locale === prefs.locale} aria-current={l.locale === prefs.locale ? 'true' : undefined} onClick={() => prefs.setLocale(l.locale)}>
              <ListItemIcon>{l.locale === prefs.locale ? <CheckIcon /> : null}</ListItemIcon>
              <ListItemText primary={l.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
};

/**
 * /menu: every menu entry the user may see, for narrow screens (document 1 section 2.3): the quick
 * actions, the main, header, user and footer menus (each entry under the same conditions as on a
 * desktop), then what the app bar holds on a wider screen (language, colour scheme, refresh).
 */
export const MobileMenuPage = () => (
  <PageFrame titleKey="app.routes.menu">
    {SECTIONS.map((section) => (
      <Section key={section.menu} {...section} />
    ))}
    <Display />
  </PageFrame>
);
