import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/** How many of the user's notifications are unread (the bell's badge); a new notification (useLiveNotifications) refreshes it. */
export const useUnreadNotifications = (enabled = true): number => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.unreadNotifications(),
    queryFn: async ({ signal }) => (await dataProvider.getUnreadNotificationCount({ signal })).unread,
    enabled,
  });
  return data ?? 0;
};

/** Marks the user's notifications read (all of them, or the given ids), then shows the new count. */
export const useMarkNotificationsRead = () => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: number[]) => (await dataProvider.markNotificationsRead({ body: ids ? { ids } : {}, errorContext: 'silent' })).unread,
    onSuccess: (unread) => {
      queryClient.setQueryData(queryKeys.unreadNotifications(), unread);
      // The lists read again; the count just set stays.
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('notifications'), predicate: (q) => q.queryKey[1] !== queryKeys.unreadNotifications()[1] });
    },
  });
};
