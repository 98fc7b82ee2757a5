import { useQueryClient } from '@tanstack/react-query';
import type { Report } from '../../contract/entities';
import { queryKeys } from '../providers/queryKeys';
import { replaceInListCache } from '../realtime/replaceInListCache';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';

const isReport = (v: unknown): v is Report => typeof v === 'object' && v !== null && typeof (v as Report).id === 'number' && typeof (v as Report).status === 'string';

/** Replaces report rows in place as their status changes on the server; a report not shown yet refetches the lists. */
export const useLiveReports = (): void => {
  const queryClient = useQueryClient();
  useRealtimeEvent('report.updated', (data) => {
    if (!isReport(data)) return;
    if (!replaceInListCache(queryClient, 'reports', data)) void queryClient.invalidateQueries({ queryKey: queryKeys.resource('reports') });
    // A finished report comes with its report.generated notice for the bell.
    if (data.status === 'DONE') void queryClient.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
  });
};
