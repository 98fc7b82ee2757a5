import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { readUser, writeUser } from '../providers/authStorage';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';

/**
 * Keeps the stored user fresh (document 2 section 9: the user is cached 5 minutes, re-read on the
 * first navigation after that): guards and menus follow a company enabled, a compliance tracking
 * completed, two-factor switched on. The company channel's `company.updated` and `user.updated` re-read it at once.
 */
export const UserSync = () => {
  const { pathname } = useLocation();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data, isStale, refetch } = useQuery({ queryKey: queryKeys.me(), queryFn: ({ signal }) => dataProvider.getMe({ signal }) });

  // An admin changed the company (enabled, features, services) or this user (role, state): re-read now.
  useRealtimeEvent('company.updated', () => void refetch());
  useRealtimeEvent('user.updated', (event) => {
    if (typeof event === 'object' && event !== null && 'id' in event && event.id === readUser()?.id) void refetch();
  });

  // Navigation is the trigger; staleness is read at that moment.
  const refreshIfStale = useEffectEvent(() => {
    if (isStale) void refetch();
  });
  useEffect(() => refreshIfStale(), [pathname]);

  useEffect(() => {
    const stored = readUser();
    // An answer for another user (sent before acting as a user, say) must not replace the session's.
    if (data && stored && data.id === stored.id && JSON.stringify(data) !== JSON.stringify(stored)) writeUser(data);
  }, [data]);
  return null;
};
