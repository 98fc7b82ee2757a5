import { MANAGER_ROLE_SLUGS, type RoleSlug } from '../../contract/enums';
import { shellPages } from './shellPages';
import type { RouteDef } from './types';

type ManagerRouteInput = Omit<RouteDef, 'roles' | 'component'> & Partial<Pick<RouteDef, 'component'>>;

/** Writing (payments, settings, integrations) is for the manager role only: manager-reader is read-only. */
export const MANAGER_ONLY: readonly RoleSlug[] = ['manager'];

/**
 * A manager-area route: manager and manager-reader unless `roles` narrows it, under the manager
 * dashboard; its feature page arrives with a later issue.
 */
export const managerRoute = (def: ManagerRouteInput, roles: readonly RoleSlug[] = MANAGER_ROLE_SLUGS): RouteDef => ({
  roles,
  component: shellPages.featurePlaceholder,
  parent: 'manager.dashboard',
  ...def,
});
