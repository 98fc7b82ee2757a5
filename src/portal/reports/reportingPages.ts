import { lazyPage } from '../frame/lazyPage';

/** The reports and notifications pages, each loaded on first visit; the route table points at them. */
export const reportingPages = {
  reports: lazyPage(() => import('./ReportsPage'), 'ReportsPage'),
  notifications: lazyPage(() => import('../notifications/NotificationsPage'), 'NotificationsPage'),
};
