import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { realtime } from './realtime';
import { RealtimeContext } from './RealtimeContext';

/**
 * Calls `handler` with the data of every `event` on the realtime channels (the private company
 * channel; `auth_code` on the public announce channel) while the component is mounted. Does nothing
 * when the server has no realtime or the user may not listen. The latest handler is used, so it
 * need not be memoised.
 */
export const useRealtimeEvent = (event: string, handler: (data: unknown) => void): void => {
  const source = useContext(RealtimeContext);
  // Read as a context, not useQueryClient: a component may listen outside a query client (no reads to wait for).
  const client = useContext(QueryClientContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => (source ?? realtime(() => client?.isFetching() ?? 0)).on(event, (data) => latest.current(data)), [event, source, client]);
};
