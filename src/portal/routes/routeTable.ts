import { adminRoutes } from './adminRoutes';
import { managerMoneyRoutes } from './managerMoneyRoutes';
import { managerRoutes } from './managerRoutes';
import { pageRoutes } from './pageRoutes';
import { publicRoutes } from './publicRoutes';
import type { RouteDef } from './types';

const home: RouteDef = { name: 'home', path: '/', titleKey: 'app.name' };

/** Later definitions of a name give way to earlier ones: pageRoutes come first. */
const byFirstName = (routes: RouteDef[]): RouteDef[] => routes.filter((route, index) => routes.findIndex((other) => other.name === route.name) === index);

/** Every route of the portal (document 1 sections 2.1 to 2.3). */
export const routeTable: readonly RouteDef[] = byFirstName([...pageRoutes, ...publicRoutes, home, ...adminRoutes, ...managerRoutes, ...managerMoneyRoutes]);

export const routeByName = (name: string): RouteDef | undefined => routeTable.find((route) => route.name === name);
