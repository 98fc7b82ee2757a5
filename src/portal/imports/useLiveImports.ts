import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../providers/queryKeys';
import { replaceInListCache, replaceInRecordCache } from '../realtime/replaceInListCache';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { isImport } from './importLive';

/**
 * Import records are replaced live (document 1 section 4): `import.created` refetches the lists,
 * `import.updated` replaces the row and the shown record (the detail page) in place.
 */
export const useLiveImports = (): void => {
  const queryClient = useQueryClient();
  useRealtimeEvent('import.created', () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource('imports') }));
  useRealtimeEvent('import.updated', (data) => {
    if (!isImport(data)) return;
    if (!replaceInListCache(queryClient, 'imports', data)) void queryClient.invalidateQueries({ queryKey: queryKeys.lists('imports') });
    replaceInRecordCache(queryClient, 'imports', data);
  });
};
