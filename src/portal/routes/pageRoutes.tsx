import { lazy } from 'react';
import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS } from '../../contract/enums';
import type { RouteDef } from './types';

// Visitors open these pages once, from a link: they stay out of the main bundle.
const RegistrationPage = lazy(() => import('../pages/RegistrationPage').then((m) => ({ default: m.RegistrationPage })));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ApproveEmailPage = lazy(() => import('../pages/ApproveEmailPage').then((m) => ({ default: m.ApproveEmailPage })));
const ProfilePage = lazy(() => import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));

/** Routes of the account pages (registration, password recovery, e-mail approval, profile). */
export const pageRoutes: RouteDef[] = [
  { name: 'registration', path: '/registration/:affiliation?', titleKey: 'app.pages.registration.title', component: RegistrationPage, audience: 'guest', noLayout: true },
  { name: 'forgot-password', path: '/forgot-password', titleKey: 'app.pages.forgot.title', component: ForgotPasswordPage, audience: 'guest', noLayout: true },
  { name: 'reset-password', path: '/reset-password', titleKey: 'app.pages.reset.title', component: ResetPasswordPage, audience: 'guest', noLayout: true },
  // Public: a signed-in user may approve a new address from the e-mail too.
  { name: 'approve-email', path: '/u/email/:key/:code', titleKey: 'app.pages.approve_email.title', component: ApproveEmailPage, audience: 'public', noLayout: true },
  { name: 'admin.profile', path: '/admin/profile', titleKey: 'app.pages.profile.title', component: ProfilePage, roles: ADMIN_ROLE_SLUGS, parent: 'admin.dashboard' },
  { name: 'manager.profile', path: '/manager/profile', titleKey: 'app.pages.profile.title', component: ProfilePage, roles: MANAGER_ROLE_SLUGS, parent: 'manager.dashboard' },
];
