import { lazyPage } from '../frame/lazyPage';

/** The admin company pages, each loaded on first visit; the admin route table points at them. */
export const companyPages = {
  list: lazyPage(() => import('./CompanyList'), 'CompanyList'),
  profile: lazyPage(() => import('./CompanyProfile'), 'CompanyProfile'),
};
