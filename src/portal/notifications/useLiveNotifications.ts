import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { queryKeys } from '../providers/queryKeys';
import { useStoredUser } from '../providers/useStoredUser';

/**
 * A `notification.created` for the signed-in user refreshes the notification lists (the bell and the
 * page): a new one goes on top, so the pages shift and only the server can say what page 1 is now.
 */
export const useLiveNotifications = (): void => {
  const queryClient = useQueryClient();
  const userId = useStoredUser()?.id;
  useRealtimeEvent('notification.created', (data) => {
    const forUser = typeof data === 'object' && data !== null ? (data as { user_id?: unknown }).user_id : undefined;
    if (forUser === userId) void queryClient.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
  });
};
