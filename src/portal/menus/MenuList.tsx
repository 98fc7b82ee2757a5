import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, MenuItem, Tooltip, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { Fragment, type MouseEvent } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { activeEntryId } from './activeEntryId';
import { SideMenuItem } from './SideMenuItem';
import type { MenuName, VisibleMenuEntry } from './types';
import { useMenuAction } from './useMenuAction';
import { useMenuEntries } from './useMenuEntries';

/**
 * side: the sidebar (react-admin menu items, group headings); list: a full-width list (mobile menu);
 * buttons: labelled buttons (action bar, footer); icons: icon buttons with tooltips (header);
 * dropdown: items of an open menu (user menu).
 */
export type MenuVariant = 'side' | 'list' | 'buttons' | 'icons' | 'dropdown';

type MenuListProps = { menu: MenuName; variant: MenuVariant; onSelect?: () => void; sx?: SxProps<Theme> };

/** How an entry leads somewhere, as props of a MUI component: a router link, a page link or a click. */
const linkProps = (entry: VisibleMenuEntry, run: (action: 'logout' | 'backToAdmin') => void, onSelect?: () => void) => {
  const { target } = entry;
  const after = () => onSelect?.();
  if ('to' in target) return { component: RouterLink, to: target.to, onClick: after };
  if ('href' in target) return { component: 'a', href: target.href, onClick: after };
  return {
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      after();
      run(target.action);
    },
  };
};

/** The one component rendering the five menus of document 1 section 2.6 from their data. */
export const MenuList = ({ menu, variant, onSelect, sx }: MenuListProps) => {
  const translate = useTranslate();
  const entries = useMenuEntries(menu);
  const run = useMenuAction();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // On small screens the sidebar covers the page: it closes once an entry is chosen.
  const closeOnSmall = () => {
    if (small) setSidebarOpen(false);
  };
  const labelOf = (entry: VisibleMenuEntry) => entry.label ?? translate(entry.labelKey);
  const heading = (entry: VisibleMenuEntry, index: number) => {
    const previous = entries[index - 1];
    return entry.groupKey && entry.groupKey !== previous?.groupKey ? translate(entry.groupKey) : null;
  };
  const dataProps = (entry: VisibleMenuEntry) => ({ 'data-menu-entry': entry.id });

  if (entries.length === 0) return null;

  if (variant === 'side') {
    const active = activeEntryId(entries, pathname);
    // A flat list of items and headings: MUI's menu list does not take fragments.
    return (
      <Menu sx={sx} data-menu={menu}>
        {entries.flatMap((entry, index) => {
          const title = sidebarOpen ? heading(entry, index) : null;
          const Icon = entry.icon;
          const item = (
            <SideMenuItem
              key={entry.id}
              label={labelOf(entry)}
              icon={<Icon />}
              active={entry.id === active}
              collapsed={!sidebarOpen}
              {...linkProps(entry, run, closeOnSmall)}
              {...dataProps(entry)}
            />
          );
          return title
            ? [
                // A heading inside role="menu" is no item of it: presentation keeps the menu's children menu items.
                // Not sticky: a transparent heading stuck at the top lay over the items scrolled under it (issue 43).
                <ListSubheader key={`${entry.id}-heading`} role="presentation" disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}>
                  {title}
                </ListSubheader>,
                item,
              ]
            : [item];
        })}
      </Menu>
    );
  }

  if (variant === 'list') {
    return (
      <List sx={sx} data-menu={menu}>
        {entries.map((entry, index) => {
          const title = heading(entry, index);
          const Icon = entry.icon;
          return (
            <Fragment key={entry.id}>
              {title ? <ListSubheader disableSticky>{title}</ListSubheader> : null}
              {/* A list holds list items only: the link (or button) sits inside one. */}
              <ListItem disablePadding>
                <ListItemButton {...linkProps(entry, run, onSelect)} {...dataProps(entry)}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={labelOf(entry)} />
                </ListItemButton>
              </ListItem>
            </Fragment>
          );
        })}
      </List>
    );
  }

  if (variant === 'dropdown') {
    return entries.map((entry) => {
      const Icon = entry.icon;
      return (
        <MenuItem key={entry.id} {...linkProps(entry, run, onSelect)} {...dataProps(entry)}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{labelOf(entry)}</ListItemText>
        </MenuItem>
      );
    });
  }

  return (
    <Box component="nav" data-menu={menu} sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {entries.map((entry) => {
        const Icon = entry.icon;
        const label = labelOf(entry);
        return variant === 'icons' ? (
          <Tooltip key={entry.id} title={label}>
            <IconButton color="inherit" aria-label={label} {...linkProps(entry, run, onSelect)} {...dataProps(entry)}>
              <Icon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button key={entry.id} size="small" startIcon={<Icon />} {...linkProps(entry, run, onSelect)} {...dataProps(entry)}>
            {label}
          </Button>
        );
      })}
    </Box>
  );
};
