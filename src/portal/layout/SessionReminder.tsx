import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useLogout, useTranslate } from 'react-admin';
import { SESSION_CHECK_INTERVAL_MS, SESSION_REMINDER_SECONDS } from '../../contract/constants';
import { refreshIfExpiring, refreshSession, secondsLeft } from '../providers/session';

/**
 * Document 1 section 4 "Session": the token is refreshed on navigation when under ten minutes remain;
 * every five seconds a check asks to stay logged in once 120 seconds or less remain, and logs out at the end.
 */
export const SessionReminder = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [remaining, setRemaining] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const logoutRef = useRef(logout);

  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    refreshIfExpiring().catch(() => void logoutRef.current());
  }, [pathname]);

  useEffect(() => {
    const check = () => {
      const seconds = secondsLeft();
      if (seconds <= 0) {
        setRemaining(null);
        void logoutRef.current();
      } else {
        setRemaining(seconds <= SESSION_REMINDER_SECONDS ? seconds : null);
      }
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const stay = async () => {
    setRefreshing(true);
    try {
      await refreshSession();
      setRemaining(null);
    } catch {
      void logoutRef.current();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Dialog open={remaining !== null} aria-labelledby="session-reminder-title" maxWidth="xs" fullWidth>
      <DialogTitle id="session-reminder-title">{translate('app.session.expiring_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.session.expiring_text', { smart_count: remaining ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logoutRef.current()} disabled={refreshing}>
          {translate('app.session.logout')}
        </Button>
        <Button variant="contained" onClick={() => void stay()} disabled={refreshing}>
          {translate('app.session.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
