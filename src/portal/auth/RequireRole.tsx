import type { ReactNode } from 'react';
import { Loading, Navigate, useAuthenticated, usePermissions } from 'react-admin';
import type { RoleSlug } from '../../contract/enums';
import { dashboardPathFor, isRoleSlug } from '../providers/roles';

type RequireRoleProps = { roles: readonly RoleSlug[]; children: ReactNode };

/**
 * A route open to some roles. Everyone else goes to their own dashboard (document 1, section 2.4);
 * checking the session on each visit also refreshes a token that is close to its end.
 */
export const RequireRole = ({ roles, children }: RequireRoleProps) => {
  const { isPending: authPending } = useAuthenticated();
  const { permissions, isPending } = usePermissions<RoleSlug | null>();
  if (authPending || isPending) return <Loading />;
  if (!isRoleSlug(permissions)) return null;
  if (!roles.includes(permissions)) return <Navigate to={dashboardPathFor(permissions)} replace />;
  return children;
};
