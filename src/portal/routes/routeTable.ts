import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS } from '../../contract/enums';
import { HomeRedirect } from '../auth/HomeRedirect';
import { adminRoutes } from './adminRoutes';
import { managerMoneyRoutes } from './managerMoneyRoutes';
import { managerRoutes } from './managerRoutes';
import { pageRoutes } from './pageRoutes';
import { publicRoutes } from './publicRoutes';
import { shellPages } from './shellPages';
import type { RouteDef } from './types';

/**
 * The guards send users to the profiles, so they must exist even before the profile page does:
 * pageRoutes' own definitions replace these.
 */
const profileFallbacks: RouteDef[] = [
  { name: 'admin.profile', path: '/admin/profile', titleKey: 'app.routes.profile', component: shellPages.featurePlaceholder, roles: ADMIN_ROLE_SLUGS, parent: 'admin.dashboard' },
  { name: 'manager.profile', path: '/manager/profile', titleKey: 'app.routes.profile', component: shellPages.featurePlaceholder, roles: MANAGER_ROLE_SLUGS, parent: 'manager.dashboard' },
];

const home: RouteDef = { name: 'home', path: '/', titleKey: 'app.name', component: HomeRedirect };

/** Later definitions of a name give way to earlier ones: pageRoutes come first. */
const byFirstName = (routes: RouteDef[]): RouteDef[] => routes.filter((route, index) => routes.findIndex((other) => other.name === route.name) === index);

/** Every route of the portal (document 1 sections 2.1 to 2.3). */
export const routeTable: readonly RouteDef[] = byFirstName([...pageRoutes, ...publicRoutes, home, ...adminRoutes, ...managerRoutes, ...managerMoneyRoutes, ...profileFallbacks]);

export const routeByName = (name: string): RouteDef | undefined => routeTable.find((route) => route.name === name);
