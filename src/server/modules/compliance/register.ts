import type { FastifyInstance } from 'fastify';
import { registerKycArchiveRoutes } from '../kycArchives/routes';
import { registerAdminComplianceRoutes } from './adminRoutes';
import { registerComplianceRoutes } from './routes';

/** Compliance (KYC): the manager calls, the admin company/employee trackings and review, and the KYC file archives. */
export const registerComplianceModule = (app: FastifyInstance): void => {
  registerComplianceRoutes(app);
  registerAdminComplianceRoutes(app);
  registerKycArchiveRoutes(app);
};
