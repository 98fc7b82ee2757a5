import type { User } from '../../contract/entities';
import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS, ROLE_SLUGS, type RoleSlug } from '../../contract/enums';

export const ADMIN_DASHBOARD_PATH = '/admin';
export const MANAGER_DASHBOARD_PATH = '/manager';

export const isRoleSlug = (value: unknown): value is RoleSlug => typeof value === 'string' && (ROLE_SLUGS as readonly string[]).includes(value);

/** The user's role: the slug of the first role (document 1, section 3). */
export const roleOf = (user: Pick<User, 'roles'> | null): RoleSlug | null => {
  const slug = user?.roles[0]?.slug;
  return isRoleSlug(slug) ? slug : null;
};

/** super-admin and admin are both treated as admin (document 1, section 6). */
export const isAdminRole = (role: RoleSlug): boolean => (ADMIN_ROLE_SLUGS as readonly RoleSlug[]).includes(role);

export const isManagerRole = (role: RoleSlug): boolean => (MANAGER_ROLE_SLUGS as readonly RoleSlug[]).includes(role);

/** Admins land on admin.dashboard, everyone else on manager.dashboard (document 1, section 2.4). */
export const dashboardPathFor = (role: RoleSlug): string => (isAdminRole(role) ? ADMIN_DASHBOARD_PATH : MANAGER_DASHBOARD_PATH);
