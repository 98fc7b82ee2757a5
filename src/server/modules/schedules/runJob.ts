import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SCHEDULE_PAUSE_AFTER_FAILURES } from '../../../contract/schedules';
import type { TransactionCreateKind } from '../../../contract/enums';
import type { AppContext, Member } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { DomainError, TooManyAttemptsError, UnavailableError } from '../../domain/errors';
import { assertLease, enqueue, PermanentJobError } from '../../jobs/queue';
import type { JobContext, JobHandler } from '../../jobs/worker';
import { recordActivity } from '../activityLogs/record';
import { insertNotifications, type NotificationCreatedEvent, publishNotifications } from '../notifications/notify';
import { DUPLICATE_WINDOW_SECONDS } from '../transactions/payments';
import { createPayment } from '../transactions/service';
import { enabledManagerIds } from '../users/queries';
import { dueAfter, runDateOf } from './calendar';
import { type OrderRow, ruleOf, runJob, SCHEDULE_RUN_JOB_TYPE } from './orders';

export { SCHEDULE_RUN_JOB_TYPE };

const payloadSchema = z.object({ order_id: z.number().int().positive(), revision: z.number().int().positive(), due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
type RunPayload = z.infer<typeof payloadSchema>;

/** The order moved on meanwhile (changed, paused, cancelled, or this date was run by another worker): the run's writes roll back. */
class StaleRunError extends Error {}

/** The manager who confirmed the order, while they may still make payments for its company. */
const makerOf = async (db: Kysely<Database>, o: OrderRow): Promise<Member | null> => {
  const user = await db.selectFrom('users').selectAll().where('id', '=', o.created_by).executeTakeFirst();
  if (!user || user.enabled !== 1 || user.role !== 'manager' || user.company_id !== o.company_id) return null;
  const company = await db.selectFrom('companies').selectAll().where('id', '=', o.company_id).executeTakeFirst();
  if (!company || company.enabled !== 1) return null;
  return { user, company };
};

/**
 * Records the outcome of one due date in the caller's database transaction (the payment's, or the
 * job's own for a refusal): the run row (unique per order and due date: a second worker's insert
 * fails and its payment rolls back with it), the order's counters and next due date, and the job of
 * that date. Answers whether the order paused.
 */
const recordRun = async (trx: Kysely<Database>, o: OrderRow, p: RunPayload, outcome: { transactionId: number } | { error: string }, now: Date, workAt: Date): Promise<{ paused: boolean; next: string | null }> => {
  const at = nowIso(now);
  const made = 'transactionId' in outcome;
  const inserted = await trx.insertInto('standing_order_runs').values({
    order_id: o.id, company_id: o.company_id, due_date: p.due_date, run_date: runDateOf(p.due_date, o.sepa === 1), status: made ? 'made' : 'refused',
    transaction_id: made ? outcome.transactionId : null, error: made ? null : outcome.error, created_at: at,
  }).onConflict((oc) => oc.columns(['order_id', 'due_date']).doNothing()).returning('id').executeTakeFirst();
  if (!inserted) throw new StaleRunError(`Order ${o.id}: ${p.due_date} was already run.`);
  const next = dueAfter(ruleOf(o), p.due_date);
  const failures = made ? 0 : o.failures + 1;
  const paused = !made && failures >= SCHEDULE_PAUSE_AFTER_FAILURES;
  const status = paused ? 'paused' : next === null ? 'finished' : 'active';
  const updated = await trx.updateTable('standing_orders')
    .set({ status, next_due_date: next, runs_made: o.runs_made + (made ? 1 : 0), failures, revision: paused ? o.revision + 1 : o.revision, updated_at: at })
    .where('id', '=', o.id).where('revision', '=', p.revision).where('status', '=', 'active').where('next_due_date', '=', p.due_date)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new StaleRunError(`Order ${o.id} changed while ${p.due_date} ran.`);
  const afterDuplicateWindow = made ? new Date(workAt.getTime() + (DUPLICATE_WINDOW_SECONDS + 60) * 1000) : undefined;
  if (status === 'active' && next !== null) await enqueue(trx, runJob(o, next, workAt, afterDuplicateWindow));
  return { paused, next };
};

const refusedNotice = async (trx: Kysely<Database>, o: OrderRow, p: RunPayload, reason: string, paused: boolean, now: Date): Promise<NotificationCreatedEvent[]> => {
  const amount = `${o.amount} ${o.currency}`;
  const refused = o.rhythm === 'once'
    ? `The scheduled payment of ${amount} to ${o.beneficiary} due on ${p.due_date} was refused: ${reason}`
    : `The standing order payment of ${amount} to ${o.beneficiary} due on ${p.due_date} was refused: ${reason}`;
  const message = paused ? `${refused} The order is paused after ${SCHEDULE_PAUSE_AFTER_FAILURES} refused payments in a row.` : refused;
  return insertNotifications(trx, now, {
    userIds: await enabledManagerIds(trx, o.company_id), companyId: o.company_id, type: 'schedule.run_refused', title: paused ? 'Standing order paused' : 'Scheduled payment refused', message,
    notificationable: { id: o.id, service: 'standing_order', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
  });
};

/** A refusal of the payment path (balance, limits, duplicate, payee): recorded, not retried. Outside parties down and internal errors are retried. */
const isRefusal = (e: unknown): e is DomainError => e instanceof DomainError && !(e instanceof UnavailableError) && !(e instanceof TooManyAttemptsError);

/**
 * `schedule.run`: one due date of one order. The payment is made by createPayment (the same checks as
 * a manager's: fields, limits, duplicates, balance, the company's approval rules) as the manager who
 * confirmed the order; its run row, the order's next due date and the next job are written in the
 * payment's own database transaction, after checking this worker still holds the job (a worker whose
 * lease expired commits nothing). With several instances and workers, a due date runs once: the job
 * is claimed by one (SKIP LOCKED), and the run row is unique per order and due date. An instance that
 * stops mid-run commits nothing; its job is claimed again once the lease expires.
 */
export const scheduleRunJobHandler = (ctx: AppContext): JobHandler => async (job: JobContext) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid schedule run payload.');
  const p = parsed.data;
  const o = await job.db.selectFrom('standing_orders').selectAll().where('id', '=', p.order_id).executeTakeFirst();
  if (!o || o.status !== 'active' || o.revision !== p.revision || o.next_due_date !== p.due_date) return { order_id: p.order_id, due_date: p.due_date, skipped: 'stale' };
  const member = await makerOf(job.db, o);
  try {
    if (!member) throw new RefusedRun('The manager who confirmed the order can no longer make payments for the company.');
    let outcome: { paused: boolean; next: string | null } | null = null;
    const made = await createPayment(ctx, member, o.kind as TransactionCreateKind, JSON.parse(o.payment) as unknown, {
      confirmOtp: async () => undefined, idempotencyId: undefined, req: null,
      inTransaction: async (trx, transactionId) => {
        await assertLease(trx, job.job, job.now());
        outcome = await recordRun(trx, o, p, { transactionId }, ctx.now(), job.now());
        await recordActivity(ctx, null, {
          type: 'schedule.run_made', userId: o.created_by, companyId: o.company_id, description: `Standing order #${o.id}: payment due on ${p.due_date} made (transaction #${transactionId})`,
          meta: { standing_order_id: o.id, transaction_id: transactionId },
        }, trx);
      },
    });
    return { order_id: o.id, due_date: p.due_date, transaction_id: made.id, next: (outcome as { next: string | null } | null)?.next ?? null };
  } catch (e) {
    if (e instanceof StaleRunError) return { order_id: o.id, due_date: p.due_date, skipped: 'stale' };
    if (!(e instanceof RefusedRun) && !isRefusal(e)) throw e;
    const reason = e.message;
    let notifications: NotificationCreatedEvent[] = [];
    try {
      const result = await job.runInTransaction(async (trx) => {
        const outcome = await recordRun(trx, o, p, { error: reason }, ctx.now(), job.now());
        notifications = await refusedNotice(trx, o, p, reason, outcome.paused, ctx.now());
        await recordActivity(ctx, null, {
          type: 'schedule.run_refused', userId: o.created_by, companyId: o.company_id,
          description: `Standing order #${o.id}: payment due on ${p.due_date} refused: ${reason}${outcome.paused ? ' (order paused)' : ''}`, meta: { standing_order_id: o.id },
        }, trx);
        return { order_id: o.id, due_date: p.due_date, refused: reason, paused: outcome.paused };
      });
      await publishNotifications(ctx, o.company_id, notifications);
      return result;
    } catch (inner) {
      if (inner instanceof StaleRunError) return { order_id: o.id, due_date: p.due_date, skipped: 'stale' };
      throw inner;
    }
  }
};

class RefusedRun extends Error {}
