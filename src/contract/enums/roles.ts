// ---------------------------------------------------------------- roles

export const ROLE_SLUGS = ['super-admin', 'admin', 'manager', 'manager-reader'] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];
/** Both are treated as admin. */
export const ADMIN_ROLE_SLUGS = ['super-admin', 'admin'] as const satisfies readonly RoleSlug[];
/** manager has full access, manager-reader is read-only. */
export const MANAGER_ROLE_SLUGS = ['manager', 'manager-reader'] as const satisfies readonly RoleSlug[];
export type AdminRoleSlug = (typeof ADMIN_ROLE_SLUGS)[number];
export type ManagerRoleSlug = (typeof MANAGER_ROLE_SLUGS)[number];
