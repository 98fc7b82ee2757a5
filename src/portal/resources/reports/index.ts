import AssessmentIcon from '@mui/icons-material/Assessment';
import { kontorResource } from '../../frame/kontorResource';

/** The `reports` resource: served by the dataProvider (providers/resources.ts), labelled under resources.reports. */
export default kontorResource({
  name: 'reports',
  icon: AssessmentIcon,
  recordRepresentation: 'name',
});
