import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { apiErrorEvents } from '../providers/apiErrorEvents';
import { isApiError } from '../providers/ApiError';
import { clearSession, readToken, readUser, writeUser } from '../providers/authStorage';
import { alertStore } from './alertStore';
import { errorReaction } from '../providers/errorReaction';

/**
 * Reacts to failed calls outside forms (document 2 section 8): alerts for 500 and 503, and for a
 * 401 the stored auth is cleared and the user goes to the login page, which remembers the page; a 403 of
 * the two-factor policy marks the stored user, and the route guard leads to the profile's set-up.
 */
export const ApiErrorListener = () => {
  const logout = useLogout();
  const { pathname } = useLocation();
  const current = useRef({ logout, pathname });
  current.current = { logout, pathname };

  useEffect(
    () =>
      apiErrorEvents.subscribe((error, context) => {
        const reaction = errorReaction(error, context);
        if (reaction.kind === 'alert') alertStore.show(reaction);
        // The two-factor policy began to apply during the session (issue 42): the route guard leads to the set-up.
        const user = readUser();
        if (isApiError(error) && error.twoFactorSetupRequired && user && !user.two_factor_setup_required) writeUser({ ...user, two_factor_setup_required: true });
        // Only once per session: several calls answering 401 together end it once.
        if (reaction.kind === 'logout' && readToken() && current.current.pathname !== '/login') {
          clearSession();
          void current.current.logout({}, undefined, true);
        }
      }),
    [],
  );
  return null;
};
