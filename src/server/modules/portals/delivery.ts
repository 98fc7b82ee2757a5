import { z } from 'zod';
import { PORTAL_SERVICE_PROVIDERS } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { minor, parseJson } from '../../db/values';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { companyLink, tokenOf } from './links';
import { isRemoteRefusal, remoteFailureMessage } from './provider';
import { remoteCall } from './remote';
import { publishNotifications } from '../notifications/notify';
import { type ReversalNotices, reverseRefusedDelivery } from './reversal';
import { trackedAccountChanges } from '../bankAccounts/events';
import { transactionById } from '../transactions/queries';

const payload = z.object({ transaction_id: z.number().int().positive() });
const details = z.object({ portal_service: z.enum(PORTAL_SERVICE_PROVIDERS), portal_destination_account_id: z.string().min(1) });

/**
 * The job of PORTAL_DELIVERY_JOB_TYPE (jobs/portalDelivery.ts), enqueued when a portal withdrawal is
 * approved: its entry is posted, the money left the customer's account for the settlement account.
 * Pays the approved portal withdrawal into the remote account, with the transaction's reference: the
 * provider applies a reference once, so a retry after a time-out cannot pay twice. Down or slow: retried
 * with back-off; refused: the withdrawal is reversed to the customer's account (./reversal.ts) in the
 * job's own database transaction.
 */
export const portalDeliveryJobHandler = (ctx: AppContext): JobHandler => async (job) => {
  const parsed = payload.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
  const t = await transactionById(ctx.db, parsed.data.transaction_id);
  if (!t || t.type !== 'withdrawal' || t.transfer_service !== 'portal') throw new PermanentJobError(`Transaction ${parsed.data.transaction_id} is not a portal withdrawal.`);
  // Already refused and reversed by an earlier run: nothing left to deliver.
  if (t.status === 'failed') return { reversed: false, status: t.status };
  if (t.status !== 'approved') throw new PermanentJobError(`Transaction ${t.id} is not an approved portal withdrawal.`);
  const d = details.safeParse(parseJson<unknown>(t.details, {}));
  if (!d.success) throw new PermanentJobError(`Transaction ${t.id} names no portal account.`);
  const service = d.data.portal_service;
  const link = await companyLink(ctx.db, t.company_id, service);
  if (!link) throw new PermanentJobError(`Company ${t.company_id} is not signed up at ${service}.`);
  try {
    const r = await remoteCall(ctx, service, (p, signal) =>
      p.credit(service, tokenOf(ctx, link), { account: d.data.portal_destination_account_id, amount: minor(t.amount), currency: t.currency, reference: t.source_reference }, signal),
    );
    return { movement_ref: r.movementRef };
  } catch (e) {
    if (!isRemoteRefusal(e)) throw e;
    const reason = remoteFailureMessage(e);
    const notices: ReversalNotices[] = [];
    const accounts = trackedAccountChanges(ctx);
    const reversal = await job.runInTransaction((trx) => {
      notices.length = 0; // a retried transaction starts over
      return reverseRefusedDelivery(ctx, accounts.track(trx), t.id, service, reason, notices);
    });
    await accounts.publish();
    for (const n of notices) await publishNotifications(ctx, n.companyId, n.events);
    return { refused: reason, ...reversal };
  }
};
