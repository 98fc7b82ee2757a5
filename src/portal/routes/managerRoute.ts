import { MANAGER_ROLE_SLUGS, type RoleSlug } from '../../contract/enums';
import type { RouteDef } from './types';

type ManagerRouteInput = Omit<RouteDef, 'roles'>;

/** Writing (payments, settings, integrations) is for the manager role only: manager-reader is read-only. */
export const MANAGER_ONLY: readonly RoleSlug[] = ['manager'];

/**
 * A manager-area route: manager and manager-reader unless `roles` narrows it, under the manager
 * dashboard, with its own page.
 */
export const managerRoute = (def: ManagerRouteInput, roles: readonly RoleSlug[] = MANAGER_ROLE_SLUGS): RouteDef => ({
  roles,
  parent: 'manager.dashboard',
  ...def,
});
