import type { Kysely, Selectable } from 'kysely';
import { SCHEDULE_LAST_DAY, type ScheduleRun, type StandingOrder } from '../../../contract/schedules';
import type { ScheduleKind, ScheduleRhythm, ScheduleRunStatus, ScheduleStatus } from '../../../contract/schedules';
import type { Database } from '../../db/schema';
import type { StandingOrderRunsTable, StandingOrdersTable } from '../../db/schemaSchedules';
import type { EnqueueInput } from '../../jobs/queue';
import { dueOnOrAfter, runDateOf, type ScheduleRule } from './calendar';

export type OrderRow = Selectable<StandingOrdersTable>;
export type RunRow = Selectable<StandingOrderRunsTable>;

/** The job that makes one due date's payment of a standing order (runJob.ts). */
export const SCHEDULE_RUN_JOB_TYPE = 'schedule.run';

/** The calendar rule of an order. */
export const ruleOf = (o: Pick<OrderRow, 'rhythm' | 'start_date' | 'day_of_month' | 'end_date' | 'max_runs'>): ScheduleRule => ({
  rhythm: o.rhythm as ScheduleRule['rhythm'], startDate: o.start_date, dayOfMonth: o.day_of_month, endDate: o.end_date, maxRuns: o.max_runs,
});

/**
 * The job of one due date, one per order, revision and due date (its idempotency key): a change,
 * pause, resume or cancel raises the revision, so the jobs of the old one find nothing to do; the
 * run itself is unique per order and due date (standing_order_runs), whatever the revision.
 */
export const runJob = (o: Pick<OrderRow, 'id' | 'revision' | 'sepa'>, dueDate: string, now: Date, notBefore?: Date): EnqueueInput => {
  const runAt = new Date(`${runDateOf(dueDate, o.sepa === 1)}T00:00:00.000Z`);
  return {
    type: SCHEDULE_RUN_JOB_TYPE,
    payload: { order_id: o.id, revision: o.revision, due_date: dueDate },
    runAt: notBefore && notBefore > runAt ? notBefore : runAt,
    idempotencyKey: `schedule-run:${o.id}:${o.revision}:${dueDate}`,
    maxAttempts: 5,
    now,
  };
};

/** The next due date of an order from `from` on, after its last run. */
export const nextDueFrom = async (db: Kysely<Database>, o: OrderRow, from: string): Promise<string | null> => {
  const last = await db.selectFrom('standing_order_runs').select('due_date').where('order_id', '=', o.id).orderBy('due_date', 'desc').limit(1).executeTakeFirst();
  const after = last && last.due_date >= from ? nextDay(last.due_date) : from;
  return dueOnOrAfter(ruleOf(o), after)?.date ?? null;
};

const nextDay = (date: string): string => new Date(new Date(`${date}T00:00:00.000Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

export const companyOrder = (db: Kysely<Database>, companyId: number, id: number) =>
  db.selectFrom('standing_orders').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();

const runResource = (r: RunRow & { reference: string | null }): ScheduleRun => ({
  id: r.id, due_date: r.due_date, run_date: r.run_date, status: r.status as ScheduleRunStatus, transaction_id: r.transaction_id, reference: r.reference, error: r.error, created_at: r.created_at,
});

export const orderRuns = async (db: Kysely<Database>, orderId: number): Promise<ScheduleRun[]> => {
  const rows = await db
    .selectFrom('standing_order_runs as r')
    .leftJoin('transactions as t', 't.id', 'r.transaction_id')
    .selectAll('r')
    .select('t.source_reference as reference')
    .where('r.order_id', '=', orderId)
    .orderBy('r.due_date', 'desc')
    .limit(100)
    .execute();
  return rows.map(runResource);
};

/** An order as its managers read it. */
export const orderResource = (o: OrderRow, creator: { id: number; name: string } | null): StandingOrder => {
  const payment = JSON.parse(o.payment) as Record<string, unknown>;
  const ref = payment.customer_ref_message ?? payment.ref_message;
  return {
    id: o.id, kind: o.kind as ScheduleKind, rhythm: o.rhythm as ScheduleRhythm, start_date: o.start_date,
    day_of_month: o.day_of_month === null ? null : o.day_of_month === 0 ? SCHEDULE_LAST_DAY : o.day_of_month,
    end_date: o.end_date, max_runs: o.max_runs, status: o.status as ScheduleStatus,
    next_due_date: o.status === 'active' || o.status === 'paused' ? o.next_due_date : null,
    next_run_date: (o.status === 'active' || o.status === 'paused') && o.next_due_date ? runDateOf(o.next_due_date, o.sepa === 1) : null,
    sepa: o.sepa === 1, amount: o.amount, currency: o.currency, bank_account_id: o.bank_account_id, beneficiary: o.beneficiary,
    reference: typeof ref === 'string' && ref !== '' ? ref : null, runs_made: o.runs_made, failures: o.failures, payment, created_by: creator,
    created_at: o.created_at, updated_at: o.updated_at,
  };
};

export const creatorsOf = async (db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, { id: number; name: string }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((u) => [u.id, { id: u.id, name: `${u.first_name} ${u.last_name}`.trim() }]));
};
