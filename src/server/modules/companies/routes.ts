import type { FastifyInstance } from 'fastify';
import { registerAdminCompanyEmployees } from './employeeRoutes';
import { registerAdminCompanyOnboarding } from './onboardingRoutes';
import { registerAdminCompanyReads } from './readRoutes';
import { registerAdminCompanyWrites } from './writeRoutes';

/**
 * Admin companies (document 2 section 7): list, profile, CRM lookup, update, employees, payment
 * services and their onboarding. The two compliance calls are in modules/compliance/adminRoutes.ts.
 */
export const registerAdminCompanyRoutes = (app: FastifyInstance): void => {
  registerAdminCompanyReads(app);
  registerAdminCompanyWrites(app);
  registerAdminCompanyEmployees(app);
  registerAdminCompanyOnboarding(app);
};
