import BusinessIcon from '@mui/icons-material/Business';
import { kontorResource } from '../../frame/kontorResource';

/** The `companies` resource: served by the dataProvider (providers/resources.ts), labelled under resources.companies. */
export default kontorResource({
  name: 'companies',
  icon: BusinessIcon,
  recordRepresentation: 'name',
});
