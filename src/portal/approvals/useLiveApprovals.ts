import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../providers/queryKeys';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';

/**
 * The approvals inbox and an approval's page follow the company's held payments live: a payment held
 * (`approval.created`) or decided, expired or approved by another manager (`approval.updated`, which
 * carries only its id and status) has the approvals' lists and records fetched again.
 */
export const useLiveApprovals = (): void => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource('approvals') });
  useRealtimeEvent('approval.created', refresh);
  useRealtimeEvent('approval.updated', refresh);
};
