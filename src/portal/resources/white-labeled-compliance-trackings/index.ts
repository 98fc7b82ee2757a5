import FactCheckIcon from '@mui/icons-material/FactCheck';
import { kontorResource, numbered } from '../../frame/kontorResource';

/** The `white-labeled-compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.white-labeled-compliance-trackings. */
export default kontorResource({
  name: 'white-labeled-compliance-trackings',
  icon: FactCheckIcon,
  recordRepresentation: numbered,
});
