import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim, type ClaimedJob, JobLeaseLostError, runInTransaction } from '../../src/server/jobs/queue';
import type { JobContext } from '../../src/server/jobs/worker';
import { moduleJobHandlers } from '../../src/server/modules/jobHandlers';
import { SCHEDULE_RUN_JOB_TYPE } from '../../src/server/modules/schedules/orders';
import { SCHEDULE_PAUSE_AFTER_FAILURES } from '../../src/contract/schedules';
import { forEachEngine, type TestApp } from './harness';
import { adminToken, api, fund, iban, insertAccount, setSetting } from './ledgerFixtures';
import { type Company, makeJobsApp, runJobs, testWorker } from './reportingFixtures';

const GOOD_IBAN = iban('DE', '370400440532013000');

type Order = { id: number; status: string; next_due_date: string | null; next_run_date: string | null; runs_made: number; failures: number; runs?: { due_date: string; run_date: string; status: string; transaction_id: number | null; error: string | null }[] };

await forEachEngine((engine) => {
  describe(`scheduled payments and standing orders (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let admin: string;
    let eur = 0;
    let eur2 = 0;
    let empty = 0;

    /** Sets the test clock to 10:00 UTC of a date. */
    const at = (date: string) => {
      t.clock.now = new Date(`${date}T10:00:05.000Z`);
    };
    const create = (body: unknown, who = acme.manager) => who.confirmed({ method: 'POST', url: api('manager/standing-orders'), body });
    const transferOrder = (schedule: Record<string, unknown>, amount = '10.00', from = eur) => ({ kind: 'transfer', payment: { bank_account_id: from, to_account_id: eur2, amount }, schedule });
    const made = async (body: unknown): Promise<Order> => {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Order;
    };
    const order = async (id: number): Promise<Order> => (await acme.manager.call({ method: 'GET', url: api(`manager/standing-orders/${id}`) })).json().data as Order;
    const txOf = (id: number) => t.db.db.selectFrom('transactions').select(['id', 'amount', 'type', 'status', 'transfer_service']).where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      ({ t, acme, globex, admin } = await makeJobsApp(engine));
      await setSetting(t, 'compliance_auto_approve', { enabled: true, max_amount: '100000.00', max_age_days: 0 });
      eur = await insertAccount(t, acme.companyId, 'EUR', { name: 'Ops EUR', iban: GOOD_IBAN.replace('3000', '3001') });
      eur2 = await insertAccount(t, acme.companyId, 'EUR', { name: 'Reserve EUR' });
      empty = await insertAccount(t, acme.companyId, 'EUR', { name: 'Empty EUR' });
      await fund(t, admin, eur, '50000.00');
    });
    afterAll(async () => t.close());

    it('lets managers set up an order with a code (readers and other companies cannot), and runs it on month ends', async () => {
      const body = transferOrder({ rhythm: 'monthly', start_date: '2026-07-31', day_of_month: 31, max_runs: 3 }, '31.00');
      expect((await acme.reader.confirmed({ method: 'POST', url: api('manager/standing-orders'), body })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/standing-orders'), body })).statusCode).toBe(403);
      const past = await create(transferOrder({ rhythm: 'monthly', start_date: '2026-06-01' }));
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.start_date).toEqual(['The date must be today or later.']);
      const badAccount = await create({ ...body, payment: { ...body.payment, bank_account_id: 999_999 } });
      expect(badAccount.statusCode).toBe(422);
      const o = await made(body);
      expect(o).toMatchObject({ status: 'active', next_due_date: '2026-07-31', runs_made: 0, amount: '31.00', currency: 'EUR' });
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/standing-orders/${o.id}`) })).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'POST', url: api(`manager/standing-orders/${o.id}/pause`) })).statusCode).toBe(404);
      expect(((await globex.manager.call({ method: 'GET', url: api('manager/standing-orders') })).json().data as Order[]).map((x) => x.id)).not.toContain(o.id);

      at('2026-07-30');
      await runJobs(t);
      expect((await order(o.id)).runs).toEqual([]);
      for (const [day, next] of [['2026-07-31', '2026-08-31'], ['2026-08-31', '2026-09-30'], ['2026-09-30', null]] as const) {
        at(day);
        await runJobs(t);
        const now = await order(o.id);
        expect(now.next_due_date).toBe(next);
        expect(now.runs?.[0]).toMatchObject({ due_date: day, status: 'made' });
      }
      const done = await order(o.id);
      expect(done).toMatchObject({ status: 'finished', runs_made: 3 });
      for (const run of done.runs ?? []) expect(await txOf(run.transaction_id ?? 0)).toMatchObject({ type: 'transfer' });
    });

    it('moves a SEPA run to the next TARGET2 business day (Christmas, then a weekend)', async () => {
      at('2026-12-20');
      const o = await made({
        kind: 'iban',
        payment: { bank_account_id: eur, amount: '25.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: GOOD_IBAN, customer_country: 'DE' },
        schedule: { rhythm: 'once', start_date: '2026-12-25' },
      });
      expect(o).toMatchObject({ next_due_date: '2026-12-25', next_run_date: '2026-12-28', sepa: true });
      at('2026-12-27');
      await runJobs(t);
      expect((await order(o.id)).runs).toEqual([]);
      at('2026-12-28');
      await runJobs(t);
      const ran = await order(o.id);
      expect(ran).toMatchObject({ status: 'finished', runs_made: 1 });
      expect(ran.runs?.[0]).toMatchObject({ due_date: '2026-12-25', run_date: '2026-12-28', status: 'made' });
      expect(await txOf(ran.runs?.[0]?.transaction_id ?? 0)).toMatchObject({ type: 'withdrawal', transfer_service: 'sepa' });
    });

    it(`notifies the managers of a refused run and pauses the order after ${SCHEDULE_PAUSE_AFTER_FAILURES} in a row`, async () => {
      at('2027-01-04');
      const o = await made(transferOrder({ rhythm: 'weekly', start_date: '2027-01-05' }, '40.00', empty));
      for (let week = 0; week < SCHEDULE_PAUSE_AFTER_FAILURES; week += 1) {
        at(new Date(Date.parse('2027-01-05T00:00:00Z') + week * 7 * 86_400_000).toISOString().slice(0, 10));
        await runJobs(t);
        const seen = await order(o.id);
        expect(seen.failures, JSON.stringify(seen.runs)).toBe(week + 1);
      }
      const paused = await order(o.id);
      expect(paused).toMatchObject({ status: 'paused', runs_made: 0, failures: SCHEDULE_PAUSE_AFTER_FAILURES });
      expect(paused.runs?.every((r) => r.status === 'refused' && r.transaction_id === null && (r.error ?? '').length > 0)).toBe(true);
      const notes = await t.db.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select(['users.email', 'notifications.title', 'notifications.message'])
        .where('notifications.type', '=', 'schedule.run_refused').orderBy('notifications.id').execute();
      expect(notes.filter((n) => n.email === acme.managerEmail)).toHaveLength(SCHEDULE_PAUSE_AFTER_FAILURES);
      expect(notes.at(-1)?.title).toBe('Standing order paused');
      // Nothing runs while paused; resuming needs a code and starts from the next date on or after today.
      at('2027-01-26');
      expect(await runJobs(t)).toBe(0);
      expect((await acme.manager.call({ method: 'POST', url: api(`manager/standing-orders/${o.id}/resume`) })).statusCode).toBe(403);
      await fund(t, await adminToken(t), empty, '100.00');
      const resumed = await acme.manager.confirmed({ method: 'POST', url: api(`manager/standing-orders/${o.id}/resume`) });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.json().data).toMatchObject({ status: 'active', failures: 0, next_due_date: '2027-01-26' });
      await runJobs(t);
      expect((await order(o.id)).runs?.[0]).toMatchObject({ due_date: '2027-01-26', status: 'made' });
      // Edit (a new code) and cancel.
      const edited = await acme.manager.confirmed({ method: 'PUT', url: api(`manager/standing-orders/${o.id}`), body: transferOrder({ rhythm: 'weekly', start_date: '2027-02-09' }, '41.00', empty) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ amount: '41.00', next_due_date: '2027-02-09' });
      expect((await acme.reader.call({ method: 'POST', url: api(`manager/standing-orders/${o.id}/cancel`) })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'POST', url: api(`manager/standing-orders/${o.id}/cancel`) })).json().data).toMatchObject({ status: 'cancelled', next_due_date: null });
      at('2027-02-09');
      await runJobs(t);
      expect((await order(o.id)).runs).toHaveLength(4);
    });

    it('runs a due date once when two workers race for it, and when a second job names the same date', async () => {
      at('2027-03-01');
      const o = await made(transferOrder({ rhythm: 'once', start_date: '2027-03-02' }, '52.00'));
      at('2027-03-02');
      // A second job for the same date (another instance enqueued it under another key).
      await t.db.db.insertInto('jobs').values({
        queue: 'default', type: SCHEDULE_RUN_JOB_TYPE, payload: JSON.stringify({ order_id: o.id, revision: 1, due_date: '2027-03-02' }), status: 'queued', attempts: 0, max_attempts: 5,
        run_at: '2027-03-02T00:00:00.000Z', locked_at: null, locked_by: null, last_error: null, result: null, idempotency_key: `race:${o.id}`, created_at: '2027-03-01T00:00:00.000Z', updated_at: '2027-03-01T00:00:00.000Z',
      }).execute();
      const [w1, w2] = [testWorker(t), testWorker(t)];
      const ran = await Promise.all([w1.runOnce(), w2.runOnce()]);
      expect(ran).toEqual([true, true]);
      await runJobs(t);
      const after = await order(o.id);
      expect(after.runs).toHaveLength(1);
      expect(after.runs?.[0]?.status).toBe('made');
      const payments = await t.db.db.selectFrom('transactions').select('id').where('bank_account_id', '=', eur).where('amount', '=', '5200').execute();
      expect(payments).toHaveLength(1);
    });

    it('lets another worker take a run whose worker stopped mid-run; the stopped one commits nothing', async () => {
      at('2027-04-01');
      const o = await made(transferOrder({ rhythm: 'once', start_date: '2027-04-02' }, '63.00'));
      at('2027-04-02');
      const handler = moduleJobHandlers(t.app.kontor)[SCHEDULE_RUN_JOB_TYPE];
      if (!handler) throw new Error('no schedule.run handler');
      const claimAs = (workerId: string) => claim(t.db.db, t.db.engine, { queues: ['default'], types: [SCHEDULE_RUN_JOB_TYPE], workerId, now: new Date(t.clock.now), lockTimeoutMs: 60_000 });
      const contextOf = (job: ClaimedJob): JobContext => ({
        job, payload: JSON.parse(job.payload) as unknown, db: t.db.db, engine: t.db.engine, workerId: job.locked_by, now: () => new Date(t.clock.now),
        runInTransaction: (fn) => runInTransaction(t.db.db, job, fn, { now: () => new Date(t.clock.now) }),
      });
      const stopped = await claimAs('instance-a');
      expect(stopped).not.toBeNull();
      // Instance A stops (no heartbeat): once its lease expires, instance B claims the same job.
      t.advance(120);
      const taken = await claimAs('instance-b');
      expect(taken?.id).toBe(stopped?.id);
      if (!stopped || !taken) throw new Error('not claimed');
      // A wakes up and carries on: its payment is refused with its lease and rolled back.
      await expect(handler(contextOf(stopped))).rejects.toBeInstanceOf(JobLeaseLostError);
      expect(await t.db.db.selectFrom('transactions').select('id').where('amount', '=', '6300').execute()).toHaveLength(0);
      const result = (await handler(contextOf(taken))) as { transaction_id: number };
      expect(result.transaction_id).toBeGreaterThan(0);
      const after = await order(o.id);
      expect(after).toMatchObject({ status: 'finished', runs_made: 1 });
      expect(await t.db.db.selectFrom('transactions').select('id').where('amount', '=', '6300').execute()).toHaveLength(1);
    });

    it('holds a run the company’s approval rule reaches for its approvers, like a payment made by hand', async () => {
      at('2027-05-03');
      const rule = await acme.manager.confirmed({ method: 'POST', url: api('manager/approval-rules'), body: { currency: 'EUR', threshold: '1000', approvals_required: 1 } });
      expect(rule.statusCode, rule.body).toBe(201);
      const o = await made(transferOrder({ rhythm: 'once', start_date: '2027-05-04' }, '1500.00'));
      at('2027-05-04');
      await runJobs(t);
      const run = (await order(o.id)).runs?.[0];
      expect(run).toMatchObject({ status: 'made' });
      expect(await txOf(run?.transaction_id ?? 0)).toMatchObject({ status: 'awaiting_approval' });
      expect(await t.db.db.selectFrom('payment_approvals').select('status').where('transaction_id', '=', run?.transaction_id ?? 0).executeTakeFirst()).toMatchObject({ status: 'awaiting' });
      expect((await acme.manager.confirmed({ method: 'DELETE', url: api(`manager/approval-rules/${String(rule.json().data.id)}`) })).statusCode).toBe(200);
    });

    it('runs the dates missed while no worker ran one by one, each outside the duplicate window of the one before', async () => {
      at('2027-06-01');
      const o = await made(transferOrder({ rhythm: 'weekly', start_date: '2027-06-02' }, '71.00'));
      at('2027-06-20');
      await runJobs(t);
      expect((await order(o.id)).runs?.map((r) => r.due_date)).toEqual(['2027-06-02']);
      for (const due of ['2027-06-09', '2027-06-16']) {
        t.advance(11 * 60 + 5);
        await runJobs(t);
        expect((await order(o.id)).runs?.[0]).toMatchObject({ due_date: due, status: 'made' });
      }
      t.advance(11 * 60 + 5);
      await runJobs(t);
      const after = await order(o.id);
      expect(after).toMatchObject({ runs_made: 3, failures: 0, next_due_date: '2027-06-23' });
    });
  });
});
