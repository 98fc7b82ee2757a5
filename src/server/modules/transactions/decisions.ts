import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { invalid, notFound } from '../../domain/errors';
import { LedgerError } from '../../ledger/errors';
import { ADMIN_DECIDABLE_STATUSES } from '../../ledger/integrity';
import { type LedgerTx, lockAccounts, lockTransaction } from '../../ledger/locks';
import { entryKindOf, holdOf, movementAccounts, movementLines, platformFor } from '../../ledger/movements';
import { postEntry } from '../../ledger/postings';
import { release } from '../../ledger/reservations';
import { accountTransaction } from '../bankAccounts/events';
import { publishNotifications } from '../notifications/notify';
import { type CompanyNotices, paymentRejectedNotices } from '../notifications/paymentRejected';
import { recordEvent } from './events';
import { enqueueDelivery, movementOf } from './payments';
import type { TransactionRow } from './resource';

/**
 * A posted transaction that could not be completed outside Kontor (a portal delivery the provider
 * refused) turns failed with the reason, in the caller's database transaction (which reverses its entry).
 */
export const markFailed = async (trx: Kysely<Database>, id: number, reason: string, at: string): Promise<void> => {
  await trx.updateTable('transactions').set({ status: 'failed', status_reason: reason, updated_at: at }).where('id', '=', id).execute();
  await recordEvent(trx, id, 'failed', null, reason, at);
};

export const NOT_DENIABLE = 'Only pending transactions can be denied.';

/** The manager withdraws a pending transaction: the hold is released, nothing is posted. */
export const denyTransaction = async (ctx: AppContext, companyId: number, userId: number, id: number): Promise<void> => {
  const at = nowIso(ctx.now());
  await accountTransaction(ctx, async (trx) => {
    const tx: LedgerTx = { db: trx, engine: ctx.engine };
    const t = await lockTransaction(tx, id);
    if (!t || t.company_id !== companyId) throw notFound();
    if (t.status !== 'pending') throw invalid({ status: [NOT_DENIABLE] }, NOT_DENIABLE);
    await release(tx, t.bank_account_id, holdOf(movementOf(t)), at);
    await trx.updateTable('transactions').set({ status: 'denied', status_reason: 'Denied by the customer', decided_by: userId, decided_at: at, updated_at: at }).where('id', '=', id).execute();
    await recordEvent(trx, id, 'denied', userId, 'Denied by the customer', at);
  });
};

/**
 * Admin decision on transactions awaiting approval (pending or admin_action_require), all or none:
 * approve posts the entry and releases the hold in the same step; reject releases the hold. A refusal
 * of the ledger (insufficient funds) is answered as such by http/errorHandler.ts.
 */
export const decideTransactions = async (ctx: AppContext, adminId: number, ids: readonly number[], action: 'approve' | 'reject', reason: string | null): Promise<number[]> => {
  const now = ctx.now();
  const at = nowIso(now);
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const preview = await ctx.db.selectFrom('transactions').selectAll().where('id', 'in', sorted).execute();
  const platforms = new Map<number, Awaited<ReturnType<typeof platformFor>>>();
  for (const t of preview) platforms.set(t.id, await platformFor(ctx.db, movementOf(t), now));
  const notices: CompanyNotices[] = [];
  await accountTransaction(ctx, async (trx) => {
    const tx: LedgerTx = { db: trx, engine: ctx.engine };
    const rows: TransactionRow[] = [];
    const errors: Record<string, string[]> = {};
    for (const [i, id] of sorted.entries()) {
      const t = await lockTransaction(tx, id);
      if (!t) errors[`id.${i}`] = [`Transaction #${id} does not exist.`];
      else if (!(ADMIN_DECIDABLE_STATUSES as readonly string[]).includes(t.status)) errors[`id.${i}`] = [`Transaction #${id} is not awaiting approval.`];
      else rows.push(t);
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const accountIds = new Set<number>();
    for (const t of rows) {
      const p = platforms.get(t.id);
      if (!p) throw new LedgerError('bad_entry', `No platform accounts for transaction ${t.id}`);
      for (const a of action === 'approve' ? movementAccounts(movementOf(t), p) : [t.bank_account_id]) accountIds.add(a);
    }
    await lockAccounts(tx, accountIds);
    for (const t of rows) {
      const m = movementOf(t);
      if (action === 'approve') {
        const p = platforms.get(t.id);
        if (!p) throw new LedgerError('bad_entry', `No platform accounts for transaction ${t.id}`);
        await postEntry(tx, { kind: entryKindOf(t.type), transactionId: t.id, description: `${t.type} ${t.id}`, at, lines: movementLines(m, p), release: [{ accountId: t.bank_account_id, amount: holdOf(m) }] });
        await trx.updateTable('transactions').set({ status: 'approved', log_created_at: at, decided_by: adminId, decided_at: at, updated_at: at }).where('id', '=', t.id).execute();
        await recordEvent(trx, t.id, 'approved', adminId, reason ?? 'Approved by an administrator', at);
        await enqueueDelivery(trx, { type: t.type, transferService: t.transfer_service }, t.id, now);
      } else {
        await release(tx, t.bank_account_id, holdOf(m), at);
        const why = reason ?? 'Rejected by an administrator';
        await trx.updateTable('transactions').set({ status: 'rejected', status_reason: why, decided_by: adminId, decided_at: at, updated_at: at }).where('id', '=', t.id).execute();
        await recordEvent(trx, t.id, 'rejected', adminId, why, at);
        // The company is told, with the reason (issue 43), in the rejection's own database transaction.
        const told = await paymentRejectedNotices(trx, now, t, why);
        if (told) notices.push(told);
      }
    }
  });
  for (const n of notices) await publishNotifications(ctx, n.companyId, n.events);
  return sorted;
};
