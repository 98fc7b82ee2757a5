import { lazyPage } from '../frame/lazyPage';

/** The announcement and activity log pages, each loaded on first visit; the route tables point at them. */
export const announcementPages = {
  list: lazyPage(() => import('./AnnouncementList'), 'AnnouncementList'),
  create: lazyPage(() => import('./AnnouncementCreate'), 'AnnouncementCreate'),
  edit: lazyPage(() => import('./AnnouncementEdit'), 'AnnouncementEdit'),
  adminActivityLog: lazyPage(() => import('../activityLogs/AdminActivityLogPage'), 'AdminActivityLogPage'),
  managerActivity: lazyPage(() => import('../activityLogs/ManagerActivityPage'), 'ManagerActivityPage'),
};
