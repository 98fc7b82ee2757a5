import { lazyPage } from '../frame/lazyPage';

/** The products pages and the public purchase page, loaded when first opened. */
export const productPages = {
  list: lazyPage(() => import('./ProductList'), 'ProductList'),
  create: lazyPage(() => import('./ProductCreate'), 'ProductCreate'),
  edit: lazyPage(() => import('./ProductEdit'), 'ProductEdit'),
  purchase: lazyPage(() => import('./PurchasePage'), 'PurchasePage'),
};
