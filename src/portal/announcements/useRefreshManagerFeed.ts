import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../providers/queryKeys';

/**
 * After an administrator's change of an announcement: the administration's lists and the managers'
 * feed (the dashboard banner) are read again.
 */
export const useRefreshManagerFeed = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('admin-announcements') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('announcements') });
  }, [queryClient]);
};
