import type { EnqueueInput } from './queue';

/**
 * The delivery of an approved portal withdrawal to the remote account: enqueued by the payment path
 * (modules/transactions) in the database transaction that posts the withdrawal, run by the portals
 * module (modules/portals/delivery.ts). Named here, below both, so the payment path does not import
 * the portals.
 */
export const PORTAL_DELIVERY_JOB_TYPE = 'portals.deliver';

/** Once per transaction (its idempotency key), retried with back-off while the provider is down. */
export const portalDeliveryJob = (transactionId: number, now: Date): EnqueueInput => ({
  type: PORTAL_DELIVERY_JOB_TYPE,
  payload: { transaction_id: transactionId },
  idempotencyKey: `portal-deliver:${transactionId}`,
  maxAttempts: 10,
  now,
});
