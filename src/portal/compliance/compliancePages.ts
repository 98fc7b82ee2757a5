import { lazyPage } from '../frame/lazyPage';

/** The compliance (KYC) pages, each loaded on first visit; the route table points at them. */
export const compliancePages = {
  list: lazyPage(() => import('./ComplianceListPage'), 'ComplianceListPage'),
  entity: lazyPage(() => import('./ComplianceEntityPage'), 'ComplianceEntityPage'),
  verification: lazyPage(() => import('./VerificationPage'), 'VerificationPage'),
  archives: lazyPage(() => import('./KycArchivesPage'), 'KycArchivesPage'),
};
