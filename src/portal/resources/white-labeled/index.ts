import StorefrontIcon from '@mui/icons-material/Storefront';
import { kontorResource } from '../../frame/kontorResource';

/** The `white-labeled` resource: served by the dataProvider (providers/resources.ts), labelled under resources.white-labeled. */
export default kontorResource({
  name: 'white-labeled',
  icon: StorefrontIcon,
  recordRepresentation: 'name',
});
