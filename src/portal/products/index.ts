import SellIcon from '@mui/icons-material/Sell';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `products` resource: served by the dataProvider (providers/resources.ts), labelled under resources.products. */
export const products = kontorResource({
  name: 'products',
  icon: SellIcon,
  recordRepresentation: 'name',
  list: lazyPage(() => import('./ProductList'), 'ProductList'),
  edit: lazyPage(() => import('./ProductEdit'), 'ProductEdit'),
  create: lazyPage(() => import('./ProductCreate'), 'ProductCreate'),
});
