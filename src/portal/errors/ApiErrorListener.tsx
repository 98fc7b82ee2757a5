import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { apiErrorEvents } from '../providers/apiErrorEvents';
import { clearSession, readToken } from '../providers/authStorage';
import { alertStore } from './alertStore';
import { errorReaction } from '../providers/errorReaction';

/**
 * Reacts to failed calls outside forms (document 2 section 8): alerts for 500 and 503, and for a
 * 401 the stored auth is cleared and the user goes to the login page, which remembers the page.
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
