import FactCheckIcon from '@mui/icons-material/FactCheck';
import { kontorResource, numbered } from '../../frame/kontorResource';

/** The `affiliate-compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.affiliate-compliance-trackings. */
export default kontorResource({
  name: 'affiliate-compliance-trackings',
  icon: FactCheckIcon,
  recordRepresentation: numbered,
});
