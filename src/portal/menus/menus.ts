import { adminMainMenu } from './adminMainMenu';
import { managerMainMenu } from './managerMainMenu';
import { secondaryMenus } from './secondaryMenus';
import type { MenuEntry, MenuName } from './types';

/** The five menus of document 1 section 2.6 as data; each user sees the entries of their role and conditions. */
export const menus: Record<MenuName, readonly MenuEntry[]> = { main: [...adminMainMenu, ...managerMainMenu], ...secondaryMenus };
