import HistoryIcon from '@mui/icons-material/History';
import { kontorResource } from '../../frame/kontorResource';

/** The `activity-logs` resource: served by the dataProvider (providers/resources.ts), labelled under resources.activity-logs. */
export default kontorResource({
  name: 'activity-logs',
  icon: HistoryIcon,
  recordRepresentation: 'description',
});
