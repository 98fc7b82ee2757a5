import { lazyPage } from '../frame/lazyPage';

/** The portal services page, loaded on first visit. */
export const portalPages = {
  service: lazyPage(() => import('./PortalServicePage'), 'PortalServicePage'),
};
