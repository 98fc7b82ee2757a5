import type { AppContext } from '../context';
import type { JobHandler } from '../jobs/worker';
import { REPORT_JOB_TYPE, reportJobHandler } from './reports/reportJob';
import { IMPORT_JOB_TYPE, importJobHandler } from './imports/importJob';
import { KYC_ARCHIVE_JOB_TYPE, kycArchiveJobHandler } from './kycArchives/archiveJob';
import { WHITE_LABEL_UPLOAD_CLEANUP_JOB_TYPE, whiteLabelUploadCleanupHandler } from './whiteLabel/pendingUploads';
import { autoTransferJobHandler } from './portals/autoTransfer';
import { AUTO_TRANSFER_JOB_TYPE } from './portals/incoming';
import { PORTAL_DELIVERY_JOB_TYPE } from '../jobs/portalDelivery';
import { portalDeliveryJobHandler } from './portals/delivery';
import { APPROVAL_EXPIRY_JOB_TYPE, approvalExpiryJobHandler } from './approvals/expiryJob';
import { WEBHOOK_JOB_TYPE, webhookJobHandler } from './webhooks/deliver';
import { SCHEDULE_RUN_JOB_TYPE, scheduleRunJobHandler } from './schedules/runJob';
import { STATEMENT_SCHEDULE_JOB_TYPE, statementScheduleJobHandler } from './statementSchedules/runJob';

/**
 * Job handlers of the feature modules. Unlike the built-in ones they need the app context (data
 * folder, realtime), so whoever starts a worker passes it in.
 */
export const moduleJobHandlers = (ctx: AppContext): Record<string, JobHandler> => ({
  [REPORT_JOB_TYPE]: reportJobHandler(ctx),
  [IMPORT_JOB_TYPE]: importJobHandler(ctx),
  [KYC_ARCHIVE_JOB_TYPE]: kycArchiveJobHandler(ctx),
  [WHITE_LABEL_UPLOAD_CLEANUP_JOB_TYPE]: whiteLabelUploadCleanupHandler(ctx),
  [AUTO_TRANSFER_JOB_TYPE]: autoTransferJobHandler(ctx),
  [PORTAL_DELIVERY_JOB_TYPE]: portalDeliveryJobHandler(ctx),
  [APPROVAL_EXPIRY_JOB_TYPE]: approvalExpiryJobHandler(ctx),
  [WEBHOOK_JOB_TYPE]: webhookJobHandler(ctx),
  [SCHEDULE_RUN_JOB_TYPE]: scheduleRunJobHandler(ctx),
  [STATEMENT_SCHEDULE_JOB_TYPE]: statementScheduleJobHandler(ctx),
});
