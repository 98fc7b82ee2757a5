import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/routes';
import { registerPasswordResetRoutes } from './auth/passwordReset';
import { registerRegistrationRoutes } from './auth/registration';
import { registerProfileRoutes } from './profile/routes';
import { registerThrottleReset } from './users/throttleReset';
import { registerActAs } from './users/actAs';
import { registerAdminUserRoutes } from './users/routes';
import { registerLedgerRoutes } from './ledgerRoutes';
import { registerAccountRoutes } from './accountRoutes';
import { registerPlatformConfiguration } from './settings';
import { registerDictionaryRoutes } from './dictionaries/routes';
import { registerReportingRoutes } from './reportingRoutes';
import { registerImportRoutes } from './imports/routes';
import { registerAuthCheckpointRoutes } from './authCheckpoints/routes';
import { registerSystemRoutes } from './system/routes';
import { registerTicketRoutes } from './tickets/routes';
import { registerAnnouncementRoutes } from './announcements/routes';

/** Every feature module's routes. */
export const registerModules = async (app: FastifyInstance): Promise<void> => {
  registerAuthRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordResetRoutes(app);
  registerProfileRoutes(app);
  registerThrottleReset(app);
  registerActAs(app);
  registerAdminUserRoutes(app);
  registerLedgerRoutes(app);
  registerAccountRoutes(app);
  registerPlatformConfiguration(app);
  registerDictionaryRoutes(app);
  registerReportingRoutes(app);
  registerImportRoutes(app);
  registerAuthCheckpointRoutes(app);
  registerSystemRoutes(app);
  registerTicketRoutes(app);
  registerAnnouncementRoutes(app);
};
