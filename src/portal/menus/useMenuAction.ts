import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { returnToAdmin } from '../providers/returnToAdmin';

/** Runs the action entries of the menus: Logout (to the login page) and Back To Admin. */
export const useMenuAction = (): ((action: 'logout' | 'backToAdmin') => void) => {
  const logout = useLogout();
  const navigate = useNavigate();
  return (action) => {
    // Logout leads to the login page without remembering where the user was.
    if (action === 'logout') void logout({}, '/login', false);
    else void returnToAdmin((path) => navigate(path));
  };
};
