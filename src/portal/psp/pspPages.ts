import { lazyPage } from '../frame/lazyPage';

/** The PSP portal pages (document 1 section 2.3), each loaded on first visit; the route table points at them. */
export const pspPages = {
  overview: lazyPage(() => import('./PspPortalPage'), 'PspPortalPage'),
  accounts: lazyPage(() => import('./PspAccountsPage'), 'PspAccountsPage'),
  signUp: lazyPage(() => import('./PspSignUpPage'), 'PspSignUpPage'),
  integration: lazyPage(() => import('./PspIntegrationPage'), 'PspIntegrationPage'),
};
