import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TimelineEntityClass } from '../../contract/entities';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/**
 * The timeline entity classes of the admin menu (a/timeline/entity-classes): null until the server
 * answers (or when it cannot), so the menu shows no timeline entry rather than a wrong one.
 */
export const useTimelineClasses = (enabled: boolean): readonly TimelineEntityClass[] | null => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.timelineClasses(),
    queryFn: ({ signal }) => dataProvider.getTimelineClasses({ signal }),
    enabled,
  });
  return enabled && Array.isArray(data) ? data : null;
};
