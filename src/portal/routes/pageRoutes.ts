import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS } from '../../contract/enums';
import type { RouteDef } from './types';

/** Routes of the account pages (registration, password recovery, e-mail approval, profile). */
export const pageRoutes: RouteDef[] = [
  { name: 'registration', path: '/registration/:affiliation?', titleKey: 'app.pages.registration.title', audience: 'guest', noLayout: true },
  { name: 'forgot-password', path: '/forgot-password', titleKey: 'app.pages.forgot.title', audience: 'guest', noLayout: true },
  { name: 'reset-password', path: '/reset-password', titleKey: 'app.pages.reset.title', audience: 'guest', noLayout: true },
  // Public: a signed-in user may approve a new address from the e-mail too.
  { name: 'approve-email', path: '/u/email/:key/:code', titleKey: 'app.pages.approve_email.title', audience: 'public', noLayout: true },
  { name: 'admin.profile', path: '/admin/profile', titleKey: 'app.pages.profile.title', roles: ADMIN_ROLE_SLUGS, parent: 'admin.dashboard' },
  { name: 'manager.profile', path: '/manager/profile', titleKey: 'app.pages.profile.title', roles: MANAGER_ROLE_SLUGS, parent: 'manager.dashboard' },
];
