import SellIcon from '@mui/icons-material/Sell';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const ProductList = lazyPage(() => import('./ProductList'), 'ProductList');
const ProductEdit = lazyPage(() => import('./ProductEdit'), 'ProductEdit');
const ProductCreate = lazyPage(() => import('./ProductCreate'), 'ProductCreate');

/** The `products` resource: served by the dataProvider (providers/resources.ts), labelled under resources.products. */
export const products = kontorResource({ name: 'products', icon: SellIcon, recordRepresentation: 'name', list: ProductList, edit: ProductEdit, create: ProductCreate });
