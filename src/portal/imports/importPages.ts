import { lazyPage } from '../frame/lazyPage';

/** The import pages, each loaded on first visit; the route table points at them. */
export const importPages = {
  create: lazyPage(() => import('./ImportPage'), 'ImportPage'),
  list: lazyPage(() => import('./ImportsPage'), 'ImportsPage'),
  show: lazyPage(() => import('./ImportShowPage'), 'ImportShowPage'),
};
