import { useCallback } from 'react';
import { useGetIdentity } from 'react-admin';
import type { User } from '../../contract/entities';
import { writeUser } from '../providers/authStorage';
import { fetchData } from '../providers/httpClient';

/**
 * Reloads the signed-in user into the stored session and react-admin's identity: menus and route
 * guards read two-factor, name and avatar from there.
 */
export const useRefreshUser = (): (() => Promise<void>) => {
  const { refetch } = useGetIdentity();
  return useCallback(async () => {
    try {
      writeUser(await fetchData<User>('auth/me', { errorContext: 'silent' }));
      await refetch();
    } catch {
      // The change itself is saved; a failed reload only leaves the menus stale until the next sign-in.
    }
  }, [refetch]);
};
