import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import { SCHEDULE_LAST_DAY, SCHEDULE_MAX_YEARS_AHEAD, type ScheduleStatus, type StandingOrder } from '../../../contract/schedules';
import type { AppContext, Member } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError, notFound, ruleBroken } from '../../domain/errors';
import { enqueue } from '../../jobs/queue';
import { workNow } from '../../jobs/testClock';
import { formatMinor } from '../../ledger/money';
import type { ActivityType } from '../../../contract/enums';
import { recordActivity } from '../activityLogs/record';
import { draftedPayment } from '../transactions/service';
import { dateOf, dueOnOrAfter, isCalendarDate } from './calendar';
import { companyOrder, creatorsOf, nextDueFrom, type OrderRow, orderResource, orderRuns, ruleOf, runJob } from './orders';

/**
 * Issue 40: the company's scheduled payments and standing orders, kept by its managers (the contract
 * refuses manager-reader's writes). A new order and every change is confirmed with a one-time code
 * bound to the whole body (payment, payee, amount, rhythm); each due date is then run by a job
 * (runJob.ts) through createPayment's own checks.
 */

type OrderBody = CallOutput<'manager.standingOrders.create', 'body'>;
type Confirm = () => Promise<void>;

const ORDER_CLASS = 'standing_order';

/** Today, as the due work sees it (the job worker's clock). */
const today = (ctx: AppContext): string => dateOf(workNow(ctx));

const addYears = (date: string, years: number): string => `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;

/** The checked values of an order's body: the payment as a draft would be made (fields, ids, payee, price) and its schedule. */
const orderValues = async (ctx: AppContext, member: Member, body: OrderBody, sent: unknown) => {
  // The payment as sent (as manager/transactions/{kind} reads it: buildDraft parses it with its kind's schema, which fills its own defaults).
  const payment: Record<string, unknown> = typeof sent === 'object' && sent !== null ? { ...(sent as Record<string, unknown>) } : { ...body.payment };
  // A quote is for a payment made now; a run prices itself when it is made.
  delete payment.quote_id;
  const draft = await draftedPayment(ctx, member, body.kind, payment);
  const s = body.schedule;
  const now = today(ctx);
  if (!isCalendarDate(s.start_date)) throw fieldError('start_date', 'The date is not a valid date.');
  if (s.start_date < now) throw fieldError('start_date', 'The date must be today or later.');
  if (s.start_date > addYears(now, SCHEDULE_MAX_YEARS_AHEAD)) throw fieldError('start_date', `The date may be at most ${SCHEDULE_MAX_YEARS_AHEAD} years ahead.`);
  const repeating = s.rhythm !== 'once';
  const monthly = s.rhythm === 'monthly' || s.rhythm === 'quarterly' || s.rhythm === 'yearly';
  const end = repeating ? (s.end_date ?? null) : null;
  if (end !== null && (!isCalendarDate(end) || end < s.start_date)) throw fieldError('end_date', 'The end date must be a valid date on or after the first date.');
  const dayOfMonth = monthly ? (s.day_of_month === SCHEDULE_LAST_DAY ? 0 : (s.day_of_month ?? Number(s.start_date.slice(8)))) : null;
  const values = {
    kind: body.kind, payment: JSON.stringify(payment), rhythm: s.rhythm, start_date: s.start_date, day_of_month: dayOfMonth, end_date: end,
    max_runs: repeating ? (s.max_runs ?? null) : 1, sepa: body.kind === 'iban' && draft.transferService === 'sepa' ? 1 : 0,
    bank_account_id: draft.source.id, amount: formatMinor(draft.amount, draft.source.sub_unit), currency: draft.source.currency, beneficiary: draft.beneficiary,
  };
  if (!dueOnOrAfter(ruleOf(values), now)) throw fieldError('end_date', 'No payment would be made before this end date.');
  return values;
};

const describe = (o: Pick<OrderRow, 'amount' | 'currency' | 'beneficiary' | 'rhythm'>) =>
  `${o.rhythm === 'once' ? 'Scheduled payment' : `Standing order (${o.rhythm})`} of ${o.amount} ${o.currency} to ${o.beneficiary}`;

const audit = (ctx: AppContext, req: FastifyRequest | null, trx: Kysely<Database>, member: Member, o: OrderRow, type: ActivityType, what: string, event: string) =>
  recordActivity(ctx, req, {
    type, userId: member.user.id, companyId: member.company.id, description: `${describe(o)} #${o.id} ${what}`, meta: { standing_order_id: o.id },
    timeline: { entityClass: ORDER_CLASS, entityId: o.id, event, changes: { status: { old: null, new: o.status } } },
  }, trx);

const withCreators = async (ctx: AppContext, rows: OrderRow[]): Promise<StandingOrder[]> => {
  const creators = await creatorsOf(ctx.db, rows.map((r) => r.created_by));
  return rows.map((r) => orderResource(r, creators.get(r.created_by) ?? null));
};

export const listOrders = async (ctx: AppContext, member: Member, q: { page: number; per_page: number; status?: ScheduleStatus | undefined }): Promise<{ data: StandingOrder[]; total: number }> => {
  let base = ctx.db.selectFrom('standing_orders').where('company_id', '=', member.company.id);
  if (q.status) base = base.where('status', '=', q.status);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.per_page).offset((q.page - 1) * q.per_page).execute();
  return { data: await withCreators(ctx, rows), total };
};

const ownOrder = async (ctx: AppContext, member: Member, id: number): Promise<OrderRow> => {
  const row = await companyOrder(ctx.db, member.company.id, id);
  if (!row) throw notFound('Standing order not found.');
  return row;
};

export const getOrder = async (ctx: AppContext, member: Member, id: number): Promise<StandingOrder> => {
  const row = await ownOrder(ctx, member, id);
  const [resource] = await withCreators(ctx, [row]);
  if (!resource) throw notFound('Standing order not found.');
  return { ...resource, runs: await orderRuns(ctx.db, row.id) };
};

export const createOrder = async (ctx: AppContext, member: Member, body: OrderBody, sentPayment: unknown, confirm: Confirm, req: FastifyRequest): Promise<StandingOrder> => {
  const values = await orderValues(ctx, member, body, sentPayment);
  const first = dueOnOrAfter(ruleOf(values), today(ctx));
  await confirm();
  const now = ctx.now();
  const at = nowIso(now);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('standing_orders').values({
      company_id: member.company.id, created_by: member.user.id, ...values, status: 'active', revision: 1, next_due_date: first?.date ?? null, runs_made: 0, failures: 0,
      created_at: at, updated_at: at,
    }).returningAll().executeTakeFirstOrThrow();
    if (first) await enqueue(trx, runJob(created, first.date, workNow(ctx)));
    await audit(ctx, req, trx, member, created, 'schedule.created', 'set up', 'created');
    return created;
  });
  return getOrder(ctx, member, row.id);
};

const OPEN: ReadonlySet<string> = new Set(['active', 'paused']);

export const updateOrder = async (ctx: AppContext, member: Member, id: number, body: OrderBody, sentPayment: unknown, confirm: Confirm, req: FastifyRequest): Promise<StandingOrder> => {
  const before = await ownOrder(ctx, member, id);
  if (!OPEN.has(before.status)) throw ruleBroken('Only an active or paused order can be changed.');
  if (body.kind !== before.kind) throw fieldError('kind', 'The kind of an order cannot change: cancel it and make a new one.');
  const values = await orderValues(ctx, member, body, sentPayment);
  await confirm();
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const changed = { ...before, ...values, created_by: member.user.id, revision: before.revision + 1 };
    const next = await nextDueFrom(trx, changed, today(ctx));
    const status = next === null ? 'finished' : before.status;
    const row = await trx.updateTable('standing_orders').set({ ...values, created_by: member.user.id, revision: changed.revision, next_due_date: next, status, failures: 0, updated_at: at })
      .where('id', '=', before.id).where('revision', '=', before.revision).returningAll().executeTakeFirst();
    if (!row) throw ruleBroken('The order changed meanwhile: reload it and try again.');
    if (next !== null && status === 'active') await enqueue(trx, runJob(row, next, workNow(ctx)));
    await audit(ctx, req, trx, member, row, 'schedule.updated', 'changed', 'updated');
  });
  return getOrder(ctx, member, id);
};

/** Pause, resume or cancel: the order's new status, its next due date and (when active) the job of that date, with a raised revision. */
const changeStatus = async (
  ctx: AppContext, member: Member, id: number, step: { from: readonly string[]; to: ScheduleStatus; type: ActivityType; what: string; refused: string }, confirm: Confirm | null, req: FastifyRequest,
): Promise<StandingOrder> => {
  const before = await ownOrder(ctx, member, id);
  if (!step.from.includes(before.status)) throw ruleBroken(step.refused);
  if (confirm) await confirm();
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const next = step.to === 'cancelled' ? null : step.to === 'active' ? await nextDueFrom(trx, before, today(ctx)) : before.next_due_date;
    const status = step.to === 'active' && next === null ? 'finished' : step.to;
    const row = await trx.updateTable('standing_orders')
      .set({ status, revision: before.revision + 1, next_due_date: next, ...(step.to === 'active' ? { failures: 0 } : {}), updated_at: at })
      .where('id', '=', before.id).where('revision', '=', before.revision).returningAll().executeTakeFirst();
    if (!row) throw ruleBroken('The order changed meanwhile: reload it and try again.');
    if (status === 'active' && next !== null) await enqueue(trx, runJob(row, next, workNow(ctx)));
    await audit(ctx, req, trx, member, row, step.type, step.what, step.to);
  });
  return getOrder(ctx, member, id);
};

export const pauseOrder = (ctx: AppContext, member: Member, id: number, req: FastifyRequest) =>
  changeStatus(ctx, member, id, { from: ['active'], to: 'paused', type: 'schedule.paused', what: 'paused', refused: 'Only an active order can be paused.' }, null, req);

export const resumeOrder = (ctx: AppContext, member: Member, id: number, confirm: Confirm, req: FastifyRequest) =>
  changeStatus(ctx, member, id, { from: ['paused'], to: 'active', type: 'schedule.resumed', what: 'resumed', refused: 'Only a paused order can be resumed.' }, confirm, req);

export const cancelOrder = (ctx: AppContext, member: Member, id: number, req: FastifyRequest) =>
  changeStatus(ctx, member, id, { from: ['active', 'paused'], to: 'cancelled', type: 'schedule.cancelled', what: 'cancelled', refused: 'This order is already cancelled or finished.' }, null, req);
