import type { FastifyInstance } from 'fastify';
import { registerRealtimeConfigRoute } from '../realtime/configRoute';
import { registerMoneyAudit } from './activityLogs/moneyAudit';
import { registerActivityRoutes } from './activityLogs/routes';
import { registerAdminActivityRoutes } from './activityLogs/adminRoutes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerReportRoutes } from './reports/routes';

/** Reports, notifications, the activity logs (company and admin), the audit of money calls and the portal's realtime settings. */
export const registerReportingRoutes = (app: FastifyInstance): void => {
  registerRealtimeConfigRoute(app);
  registerMoneyAudit(app);
  registerReportRoutes(app);
  registerNotificationRoutes(app);
  registerActivityRoutes(app);
  registerAdminActivityRoutes(app);
};
