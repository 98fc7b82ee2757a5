import type { FastifyInstance } from 'fastify';
import { registerBeneficiaryRoutes } from './beneficiaries/routes';
import { registerCompanyRoutes } from './company/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerExternalRoutes } from './externals/routes';
import { registerStatisticsRoutes } from './statistics/routes';

/** Routes of the accounts side of the ledger issue: company, alerts, statistics, beneficiaries, lookups, documents. */
export const registerAccountRoutes = (app: FastifyInstance): void => {
  registerCompanyRoutes(app);
  registerStatisticsRoutes(app);
  registerBeneficiaryRoutes(app);
  registerExternalRoutes(app);
  registerDocumentRoutes(app);
};
