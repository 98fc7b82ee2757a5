import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { type LedgerTx, lockTransaction } from '../../ledger/locks';
import { postedEntryOf, reverseEntry } from '../../ledger/postings';
import { type NotificationCreatedEvent, companyRecipients, insertNotifications } from '../notifications/notify';
import { markFailed } from '../transactions/decisions';

export type DeliveryReversal = { reversed: boolean; reversal_entry_id?: number };
/** What the reversal leaves to announce after its commit (the company's notices). */
export type ReversalNotices = { companyId: number; events: NotificationCreatedEvent[] };

/**
 * A portal withdrawal the provider refused goes back to the customer: its entry is reversed exactly (the
 * amount and the fee, since nothing was delivered), the transaction turns `failed` with the provider's
 * reason, and the activity log says so, all in the caller's database transaction (the delivery job's, so
 * the job completes with it). Only an `approved` transaction is reversed, under its row lock: a second
 * run (a retried job, another worker) finds it `failed` and changes nothing.
 */
export const reverseRefusedDelivery = async (
  ctx: AppContext, trx: Kysely<Database>, transactionId: number, service: string, reason: string, notices?: ReversalNotices[],
): Promise<DeliveryReversal> => {
  const tx: LedgerTx = { db: trx, engine: ctx.engine };
  const t = await lockTransaction(tx, transactionId);
  if (!t || t.status !== 'approved') return { reversed: false };
  const entryId = await postedEntryOf(trx, t.id);
  if (entryId === undefined) throw new Error(`Approved portal withdrawal ${t.id} has no posted entry`);
  const at = nowIso(ctx.now());
  const posted = await reverseEntry(tx, entryId, `reversal of portal withdrawal ${t.id}: refused by ${service}`, at);
  await markFailed(trx, t.id, `The portal service refused the delivery: ${reason}`, at);
  await trx
    .insertInto('activities')
    .values({
      user_id: t.user_id, company_id: t.company_id, type: 'portal.withdrawal_reversed',
      description: `Portal withdrawal ${t.source_reference} refused by ${service} and returned to the account`,
      ip: null, user_agent: null, acting_admin_id: null, created_at: at,
      meta: JSON.stringify({ transaction_id: t.id, portal_service: service, reason, reversal_entry_id: posted.entryId }),
    })
    .execute();
  // The company's users are told, in the same transaction; `notices` carries them out to be announced after the commit.
  if (t.company_id !== null) {
    const events = await insertNotifications(trx, ctx.now(), {
      userIds: await companyRecipients(trx, t.company_id),
      companyId: t.company_id,
      type: 'transaction.portal_withdrawal_refused',
      title: 'Portal withdrawal refused',
      message: `Withdrawal ${t.source_reference} was refused by ${service} and the money returned to your account: ${reason}`,
      notificationable: { id: t.id, service: 'transaction', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
    });
    notices?.push({ companyId: t.company_id, events });
  }
  return { reversed: true, reversal_entry_id: posted.entryId };
};
