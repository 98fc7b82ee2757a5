import SellIcon from '@mui/icons-material/Sell';
import { kontorResource } from '../../frame/kontorResource';

/** The `products` resource: served by the dataProvider (providers/resources.ts), labelled under resources.products. */
export default kontorResource({
  name: 'products',
  icon: SellIcon,
  recordRepresentation: 'name',
});
