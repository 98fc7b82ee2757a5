import { useQuery } from '@tanstack/react-query';
import type { TimelineEntityClass } from '../../contract/entities';
import { callApi } from '../providers/callApi';

/**
 * The timeline entity classes of the admin menu (a/timeline/entity-classes): null until the server
 * answers (or when it cannot), so the menu shows no timeline entry rather than a wrong one.
 */
export const useTimelineClasses = (enabled: boolean): readonly TimelineEntityClass[] | null => {
  const { data } = useQuery({
    queryKey: ['timeline-entity-classes'],
    queryFn: () => callApi('admin.timeline.entityClasses'),
    enabled,
  });
  return enabled && Array.isArray(data) ? data : null;
};
