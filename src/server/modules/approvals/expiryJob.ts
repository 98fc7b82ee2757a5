import { z } from 'zod';
import type { AppContext } from '../../context';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { trackedAccountChanges } from '../bankAccounts/events';
import { publishImportById } from '../imports/importResource';
import { announceApproval } from './notices';
import { expireApprovalIn } from './service';

export { APPROVAL_EXPIRY_JOB_TYPE } from './jobType';

const payloadSchema = z.object({ approval_id: z.number().int().positive() });

/**
 * `approval.expire`: one job per held payment, due at its expiry (enqueued with the hold). The expiry
 * and the job's completion commit together in the job's fenced transaction, so with several instances
 * and workers on one PostgreSQL a payment expires once; an approval decided meanwhile is left alone.
 */
export const approvalExpiryJobHandler = (ctx: AppContext): JobHandler => async (job) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid approval expiry payload.');
  const accounts = trackedAccountChanges(ctx);
  const result = await job.runInTransaction((trx) => expireApprovalIn(ctx, accounts.track(trx), parsed.data.approval_id, job.now()));
  await accounts.publish();
  if (result.notice) await announceApproval(ctx, result.notice);
  if (result.importId !== null) await publishImportById(ctx, result.importId);
  return { approval_id: parsed.data.approval_id, expired: result.expired };
};
