import TimelineIcon from '@mui/icons-material/Timeline';
import ViewTimelineIcon from '@mui/icons-material/ViewTimeline';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const TimelineEntitiesPage = lazyPage(() => import('./TimelineEntitiesPage'), 'TimelineEntitiesPage');
const TimelineEntityPage = lazyPage(() => import('./TimelineEntityPage'), 'TimelineEntityPage');

/** The `timeline-entities` resource: the records of one timeline class (admin.timeline.entities), labelled under resources.timeline-entities. */
export const timelineEntities = kontorResource({ name: 'timeline-entities', icon: ViewTimelineIcon, recordRepresentation: 'label', list: TimelineEntitiesPage });

/** The `timeline` resource: served by the dataProvider (providers/resources.ts), labelled under resources.timeline. */
export const timeline = kontorResource({ name: 'timeline', icon: TimelineIcon, recordRepresentation: 'label', show: TimelineEntityPage });
