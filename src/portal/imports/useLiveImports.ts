import { useQueryClient } from '@tanstack/react-query';
import { replaceInListCache } from '../realtime/replaceInListCache';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { isImport, type LiveImport } from './importLive';

/**
 * Import records are replaced live (document 1 section 4): `import.created` refetches the lists,
 * `import.updated` replaces the row in place and hands the record to `onRecord` (the detail page).
 */
export const useLiveImports = (onRecord?: (record: LiveImport) => void): void => {
  const queryClient = useQueryClient();
  useRealtimeEvent('import.created', () => void queryClient.invalidateQueries({ queryKey: ['imports'] }));
  useRealtimeEvent('import.updated', (data) => {
    if (!isImport(data)) return;
    if (!replaceInListCache(queryClient, 'imports', data)) void queryClient.invalidateQueries({ queryKey: ['imports', 'getList'] });
    onRecord?.(data);
  });
};
