import TimelineIcon from '@mui/icons-material/Timeline';
import { kontorResource } from '../../frame/kontorResource';

/** The `timeline` resource: served by the dataProvider (providers/resources.ts), labelled under resources.timeline. */
export default kontorResource({
  name: 'timeline',
  icon: TimelineIcon,
  recordRepresentation: 'label',
});
