import { useCallback } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { writeUser } from '../providers/authStorage';
import type { KontorDataProvider } from '../providers/dataProvider';

/**
 * Reloads the signed-in user into the stored session and react-admin's identity: menus and route
 * guards read two-factor, name and avatar from there.
 */
export const useRefreshUser = (): (() => Promise<void>) => {
  const { refetch } = useGetIdentity();
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useCallback(async () => {
    try {
      writeUser(await dataProvider.getMe({ errorContext: 'silent' }));
      await refetch();
    } catch {
      // The change itself is saved; a failed reload only leaves the menus stale until the next sign-in.
    }
  }, [refetch, dataProvider]);
};
