import FactCheckIcon from '@mui/icons-material/FactCheck';
import { kontorResource, numbered } from '../../frame/kontorResource';

/** The `compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.compliance-trackings. */
export default kontorResource({
  name: 'compliance-trackings',
  icon: FactCheckIcon,
  recordRepresentation: numbered,
});
