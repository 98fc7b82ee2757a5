import { lazyPage } from '../frame/lazyPage';

/** The white-label pages (company and platform defaults), each loaded on first visit; the route tables point at them. */
export const whiteLabelPages = {
  managerSettings: lazyPage(() => import('./ManagerWhiteLabelPage'), 'ManagerWhiteLabelPage'),
  managerDocuments: lazyPage(() => import('./ManagerWhiteLabelDocumentsPage'), 'ManagerWhiteLabelDocumentsPage'),
  adminSettings: lazyPage(() => import('./AdminWhiteLabelPage'), 'AdminWhiteLabelPage'),
  adminDocuments: lazyPage(() => import('./AdminWhiteLabelDocumentsPage'), 'AdminWhiteLabelDocumentsPage'),
};
