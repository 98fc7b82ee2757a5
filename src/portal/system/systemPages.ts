import { lazyPage } from '../frame/lazyPage';

/** The system overview page (every subpage), loaded on first visit with its charts. */
export const systemPages = {
  page: lazyPage(() => import('./SystemPage'), 'SystemPage'),
};
