import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';

/** How often an open timeline asks for newer events (decisions.md, "Timeline"). */
export const TIMELINE_PULL_MS = 15_000;

/**
 * While the page is open, asks every TIMELINE_PULL_MS for events newer than `newestId` and calls
 * `onNewer` when there are some; stops when the page closes or the record changes. Failed pulls are
 * ignored (the next one tries again).
 */
export const useTimelinePull = (entityClass: string, id: number, newestId: number | null, onNewer: () => void): void => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  useEffect(() => {
    if (newestId === null) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      dataProvider
        .pullTimeline({ query: { entity_class: entityClass, id, after: newestId } })
        .then((events) => {
          if (!stopped && events.length > 0) onNewer();
        })
        .catch(() => undefined);
    }, TIMELINE_PULL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [dataProvider, entityClass, id, newestId, onNewer]);
};
