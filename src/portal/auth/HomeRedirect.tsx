import { Navigate } from 'react-router-dom';
import { dashboardPathFor } from '../providers/roles';
import { useAccessContext } from '../providers/useAccessContext';

/** / sends admins to /admin and everyone else to /manager; visitors to the login page. */
export const HomeRedirect = () => {
  const { role } = useAccessContext();
  return <Navigate to={role ? dashboardPathFor(role) : '/login'} replace />;
};
