import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { invalid } from '../../domain/errors';
import { LedgerError } from '../../ledger/errors';
import { type LedgerTx, lockAccounts, lockTransaction } from '../../ledger/locks';
import { entryKindOf, holdOf, movementAccounts, movementLines, platformFor } from '../../ledger/movements';
import { postEntry } from '../../ledger/postings';
import { release } from '../../ledger/reservations';
import { recordEvent } from './events';
import { enqueueDelivery, movementOf } from './payments';
import type { TransactionRow } from './resource';

/**
 * What becomes of payments held for a company's own approvers (status awaiting_approval, issue 40):
 * the approvals module decides, this writes it, in the caller's database transaction.
 */

export type AwaitingOutcome =
  /** Approved by the company: the payment takes the status it would have had (approved: posted now; pending, admin_action_require: waits for the bank, still held). */
  | { id: number; to: 'proceed'; status: string; comment: string }
  /** Rejected or expired: the hold is released, the payment is denied with the reason. */
  | { id: number; to: 'refuse'; reason: string };

export const NOT_AWAITING = 'The payment is no longer awaiting approval.';

/**
 * Settles held payments: locks them and every account they touch (in id order, once), then posts,
 * moves on or releases each. A payment no longer held refuses the whole set (422), nothing changes.
 */
export const settleAwaitingIn = async (ctx: AppContext, trx: Kysely<Database>, outcomes: readonly AwaitingOutcome[], userId: number | null, now: Date): Promise<void> => {
  const at = nowIso(now);
  const tx: LedgerTx = { db: trx, engine: ctx.engine };
  const sorted = [...outcomes].sort((a, b) => a.id - b.id);
  const rows = new Map<number, TransactionRow>();
  for (const o of sorted) {
    const t = await lockTransaction(tx, o.id);
    if (!t || t.status !== 'awaiting_approval') throw invalid({ ids: [NOT_AWAITING] }, NOT_AWAITING);
    rows.set(o.id, t);
  }
  const platforms = new Map<number, Awaited<ReturnType<typeof platformFor>>>();
  const accounts = new Set<number>();
  for (const o of sorted) {
    const t = rows.get(o.id) as TransactionRow;
    accounts.add(t.bank_account_id);
    if (o.to === 'proceed' && o.status === 'approved') {
      const p = await platformFor(trx, movementOf(t), now);
      platforms.set(o.id, p);
      for (const a of movementAccounts(movementOf(t), p)) accounts.add(a);
    }
  }
  await lockAccounts(tx, accounts);
  for (const o of sorted) {
    const t = rows.get(o.id) as TransactionRow;
    const m = movementOf(t);
    if (o.to === 'refuse') {
      await release(tx, t.bank_account_id, holdOf(m), at);
      await trx.updateTable('transactions').set({ status: 'denied', status_reason: o.reason, decided_by: userId, decided_at: at, updated_at: at }).where('id', '=', t.id).execute();
      await recordEvent(trx, t.id, 'denied', userId, o.reason, at);
    } else if (o.status === 'approved') {
      const p = platforms.get(o.id);
      if (!p) throw new LedgerError('bad_entry', `No platform accounts for transaction ${t.id}`);
      await postEntry(tx, { kind: entryKindOf(t.type), transactionId: t.id, description: `${t.type} ${t.id}`, at, lines: movementLines(m, p), release: [{ accountId: t.bank_account_id, amount: holdOf(m) }] });
      await trx.updateTable('transactions').set({ status: 'approved', log_created_at: at, decided_at: at, updated_at: at }).where('id', '=', t.id).execute();
      await recordEvent(trx, t.id, 'approved', userId, o.comment, at);
      await enqueueDelivery(trx, { type: t.type, transferService: t.transfer_service }, t.id, now);
    } else {
      await trx.updateTable('transactions').set({ status: o.status, updated_at: at }).where('id', '=', t.id).execute();
      await recordEvent(trx, t.id, o.status, userId, o.comment, at);
    }
  }
};
