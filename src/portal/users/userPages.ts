import { lazyPage } from '../frame/lazyPage';

/** The admin users pages, each loaded on first visit; the admin route table points at them. */
export const userPages = {
  list: lazyPage(() => import('./UserList'), 'UserList'),
  show: lazyPage(() => import('./UserShow'), 'UserShow'),
  edit: lazyPage(() => import('./UserEdit'), 'UserEdit'),
};
