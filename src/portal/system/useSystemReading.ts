import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { SystemSubpageData } from '../../contract/entities';
import type { SystemSubpage } from '../../contract/enums';
import { ApiError } from '../providers/ApiError';
import { apiErrorEvents } from '../providers/apiErrorEvents';
import type { KontorDataProvider } from '../providers/dataProvider';
import { usePolling } from './usePolling';

/**
 * The readings of one system subpage, polled while the page is open. A failed reading shows on the
 * page instead of an alert every 20 s (document 2 section 8: list load failures are only logged);
 * an ended session still goes to the shell, which signs out.
 */
export const useSystemReading = (subpage: SystemSubpage) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const load = useCallback(
    async (signal: AbortSignal): Promise<SystemSubpageData> => {
      try {
        return await dataProvider.getSystemReading({ params: { subpage }, signal, errorContext: 'silent' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) apiErrorEvents.report(error, 'request');
        throw error;
      }
    },
    [dataProvider, subpage],
  );
  return usePolling(load, subpage);
};
