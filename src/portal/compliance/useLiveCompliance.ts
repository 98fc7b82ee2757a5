import { useQueryClient } from '@tanstack/react-query';
import type { ComplianceTracking } from '../../contract/entities';
import { queryKeys } from '../providers/queryKeys';
import { replaceInListCache } from '../realtime/replaceInListCache';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';

const isTracking = (v: unknown): v is ComplianceTracking =>
  typeof v === 'object' && v !== null && typeof (v as ComplianceTracking).id === 'number' && Array.isArray((v as ComplianceTracking).files);

/**
 * Compliance and KYC records are replaced live (document 1 section 5): an updated tracking replaces
 * its row in place; anything else (a new tracking, a file event) reads the compliance data again.
 */
export const useLiveCompliance = (): void => {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource('compliance-trackings') });
  useRealtimeEvent('compliance.updated', (data) => {
    if (!isTracking(data)) return;
    replaceInListCache(queryClient, 'compliance-trackings', data);
    // Counts and the subject pages depend on it too.
    refetch();
  });
  useRealtimeEvent('compliance.created', refetch);
  useRealtimeEvent('kyc_file.created', refetch);
  useRealtimeEvent('kyc_file.updated', refetch);
};
