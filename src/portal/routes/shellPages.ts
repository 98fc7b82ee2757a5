import { lazyPage } from '../frame/lazyPage';

/** The pages of the shell's routes, each loaded on first visit. */
export const shellPages = {
  adminDashboard: lazyPage(() => import('../dashboard/AdminDashboard'), 'AdminDashboard'),
  managerDashboard: lazyPage(() => import('../dashboard/ManagerDashboard'), 'ManagerDashboard'),
  mobileMenu: lazyPage(() => import('../layout/MobileMenuPage'), 'MobileMenuPage'),
  notFound: lazyPage(() => import('../errors/NotFoundPage'), 'NotFoundPage'),
  legacySignIn: lazyPage(() => import('../signIns/LegacySignInPage'), 'LegacySignInPage'),
  deviceApproval: lazyPage(() => import('../deviceSignIn/DeviceApprovalPage'), 'DeviceApprovalPage'),
  portalSignIn: lazyPage(() => import('../signIns/PortalSignInPage'), 'PortalSignInPage'),
  pspSignIn: lazyPage(() => import('../signIns/PspSignInPage'), 'PspSignInPage'),
  rocketChatAuth: lazyPage(() => import('../signIns/RocketChatAuthPage'), 'RocketChatAuthPage'),
  iframeCompanyProfile: lazyPage(() => import('../signIns/IframeCompanyProfilePage'), 'IframeCompanyProfilePage'),
};
