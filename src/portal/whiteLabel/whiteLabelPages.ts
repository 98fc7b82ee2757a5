import { lazyPage } from '../routes/lazyPage';

/** The white-label pages (company and platform defaults), each loaded on first visit; the route tables point at them. */
export const whiteLabelPages = {
  managerSettings: lazyPage(() => import('./WhiteLabelSettingsPage'), 'ManagerWhiteLabelPage'),
  managerDocuments: lazyPage(() => import('./WhiteLabelDocumentsPage'), 'ManagerWhiteLabelDocumentsPage'),
  adminSettings: lazyPage(() => import('./WhiteLabelSettingsPage'), 'AdminWhiteLabelPage'),
  adminDocuments: lazyPage(() => import('./WhiteLabelDocumentsPage'), 'AdminWhiteLabelDocumentsPage'),
};
