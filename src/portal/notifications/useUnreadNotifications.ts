import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../providers/callApi';

/** The unread count under the notifications' query key: a new notification (useLiveNotifications) refreshes it. */
export const UNREAD_KEY = ['notifications', 'unread'] as const;

/** How many of the user's notifications are unread (the bell's badge). */
export const useUnreadNotifications = (enabled = true): number => {
  const { data } = useQuery({ queryKey: UNREAD_KEY, queryFn: async ({ signal }) => (await callApi('manager.notifications.unread', { signal })).unread, enabled });
  return data ?? 0;
};

/** Marks the user's notifications read (all of them, or the given ids), then shows the new count. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: number[]) => (await callApi('manager.notifications.read', { body: ids ? { ids } : {}, errorContext: 'silent' })).unread,
    onSuccess: (unread) => {
      queryClient.setQueryData(UNREAD_KEY, unread);
      void queryClient.invalidateQueries({ queryKey: ['notifications'], predicate: (q) => q.queryKey[1] !== 'unread' });
    },
  });
};
