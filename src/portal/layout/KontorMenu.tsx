import { Menu, usePermissions } from 'react-admin';
import type { RoleSlug } from '../../contract/enums';
import { dashboardPathFor, isRoleSlug } from '../providers/roles';

/** The main side menu; entries arrive with their features. */
export const KontorMenu = () => {
  const { permissions } = usePermissions<RoleSlug | null>();
  return (
    <Menu>
      <Menu.DashboardItem to={isRoleSlug(permissions) ? dashboardPathFor(permissions) : '/'} />
    </Menu>
  );
};
