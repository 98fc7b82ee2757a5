import HistoryIcon from '@mui/icons-material/History';
import { kontorResource } from '../../frame/kontorResource';

/** The `activities` resource: served by the dataProvider (providers/resources.ts), labelled under resources.activities. */
export default kontorResource({
  name: 'activities',
  icon: HistoryIcon,
  recordRepresentation: 'description',
});
