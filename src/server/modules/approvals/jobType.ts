import type { EnqueueInput } from '../../jobs/queue';

/** The job that expires a held payment not approved in time (expiryJob.ts), enqueued with the hold for its expiry time. */
export const APPROVAL_EXPIRY_JOB_TYPE = 'approval.expire';

/** One job per approval (its idempotency key), due when the approval expires. */
export const approvalExpiryJob = (approvalId: number, expiresAt: Date, now: Date): EnqueueInput => ({
  type: APPROVAL_EXPIRY_JOB_TYPE, payload: { approval_id: approvalId }, runAt: expiresAt, idempotencyKey: `approval-expire:${approvalId}`, maxAttempts: 5, now,
});
