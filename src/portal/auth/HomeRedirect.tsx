import { Loading, Navigate, usePermissions } from 'react-admin';
import type { RoleSlug } from '../../contract/enums';
import { dashboardPathFor, isRoleSlug } from '../providers/roles';

/** / sends admins to /admin and everyone else to /manager. */
export const HomeRedirect = () => {
  const { permissions, isPending } = usePermissions<RoleSlug | null>();
  if (isPending) return <Loading />;
  return isRoleSlug(permissions) ? <Navigate to={dashboardPathFor(permissions)} replace /> : null;
};
