import ViewTimelineIcon from '@mui/icons-material/ViewTimeline';
import { kontorResource } from '../../frame/kontorResource';

/** The `timeline-entities` resource: the records of one timeline class (admin.timeline.entities), labelled under resources.timeline-entities. */
export default kontorResource({
  name: 'timeline-entities',
  icon: ViewTimelineIcon,
  recordRepresentation: 'label',
});
