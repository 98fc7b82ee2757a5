import type { RouteDef } from './types';

/**
 * Document 1 section 2.1, but for the account pages of pageRoutes (registration, password recovery,
 * e-mail approval). The API documentation (/docs/v1) is served by the server, not by the portal.
 */
export const publicRoutes: RouteDef[] = [
  // Public, not guest-only: a signed-in user opening /login is logged out there, without a redirect.
  { name: 'login', path: '/login', titleKey: 'app.auth.title', audience: 'public', noLayout: true },
  { name: 'not-found', path: '/404', titleKey: 'app.routes.not_found', audience: 'public', noLayout: true },
  { name: 'rocket-chat.auth', path: '/rocket-chat/auth', titleKey: 'app.routes.rocket_chat', audience: 'public', noLayout: true },
  {
    name: 'purchase',
    path: '/purchase/:product_hash',
    titleKey: 'app.routes.purchase',
    audience: 'public',
    noLayout: true,
    params: { product_hash: 'slug' },
  },
  // Issue 18: a signed-in user (any role) approves a browser waiting on /login ("Sign in with your phone").
  { name: 'device-sign-in.approve', path: '/approve-sign-in/:code', titleKey: 'app.signins.device.approve_title', noLayout: true, params: { code: 'slug' } },
  { name: 'legacy', path: '/legacy/:key', titleKey: 'app.routes.legacy', audience: 'public', noLayout: true },
  {
    name: 'psp.auth',
    path: '/psp/auth/:user_id/:auth_key',
    titleKey: 'app.routes.psp_auth',
    audience: 'public',
    noLayout: true,
    params: { user_id: 'numeric' },
  },
  { name: 'portals.auth', path: '/portals/:portal/:key', titleKey: 'app.routes.portal_auth', audience: 'public', noLayout: true },
  {
    name: 'iframe.company-profile',
    path: '/iframe-widget/company-profile',
    titleKey: 'app.routes.iframe_company_profile',
    audience: 'public',
    noLayout: true,
  },
];
