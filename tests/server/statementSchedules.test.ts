import { XMLParser } from 'fast-xml-parser';
import { Parser as Mt940Parser } from 'mt940js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../src/server/jobs/queue';
import { Worker } from '../../src/server/jobs/worker';
import { STATEMENT_SCHEDULE_JOB_TYPE, statementScheduleJobHandler } from '../../src/server/modules/statementSchedules/runJob';
import { call, forEachEngine, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount } from './ledgerFixtures';
import { type Company, makeJobsApp } from './reportingFixtures';

/**
 * Issue 41: scheduled statements. A manager schedules an account's statement (daily or monthly); the
 * job makes each finished period once (two workers racing, a duplicate job), cut in the schedule's time
 * zone, stores it, announces statement.ready, and the file is fetched with a session or a key with
 * accounts:read, its balances reconciling with the ledger. Another company's schedules and files are refused.
 */
const minorOf = (text: string): bigint => {
  const [whole = '0', frac = ''] = text.replace(',', '.').split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2)));
};
type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Node)[key] : undefined), node);
const textOf = (node: unknown): string => (typeof node === 'object' && node !== null ? String((node as Node)['#text']) : String(node));

await forEachEngine((engine) => {
  describe(`statement schedules (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let admin = '';
    let account = 0;
    let globexAccount = 0;
    const ids = { berlin: 0, monthly: 0, pdf: 0 };

    const worker = (id: string) => new Worker({ db: t.db.db, engine: t.db.engine, id, now: () => new Date(t.clock.now), handlers: { [STATEMENT_SCHEDULE_JOB_TYPE]: statementScheduleJobHandler(t.app.kontor) } });
    const drain = async () => {
      const w = worker('solo');
      while (await w.runOnce());
    };
    const schedule = (body: Record<string, unknown>, who = () => acme.manager) => who().call({ method: 'POST', url: api('manager/statement-schedules'), body });
    const statements = async () => t.db.db.selectFrom('scheduled_statements').selectAll().orderBy('id').execute();
    const ledgerBalanceBefore = async (iso: string): Promise<bigint> => {
      const row = await t.db.db.selectFrom('postings').select('balance_after').where('bank_account_id', '=', account).where('created_at', '<', iso).orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ? BigInt(row.balance_after) : 0n;
    };

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme, globex, admin } = setup);
      globexAccount = setup.globexEur;
      account = await insertAccount(t, acme.companyId, 'EUR', { name: 'Scheduled EUR', iban: 'DE89370400440532013000' });
      // An endpoint listening for statement.ready (an address literal: nothing is resolved; deliveries are not run here).
      const hook = await acme.manager.confirmed({ method: 'POST', url: api('manager/webhooks'), body: { url: 'https://93.184.215.14/hook', events: ['statement.ready'] } });
      expect(hook.statusCode, hook.body).toBe(201);
    });
    afterAll(async () => t.close());

    it('lets a manager schedule statements; readers, other companies\' accounts and bad fields are refused', async () => {
      expect((await schedule({ bank_account_id: account, frequency: 'daily', format: 'mt940' }, () => acme.reader)).statusCode).toBe(403);
      const foreign = await schedule({ bank_account_id: globexAccount, frequency: 'daily', format: 'mt940' });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.bank_account_id).toBeDefined();
      expect((await schedule({ bank_account_id: account, frequency: 'weekly', format: 'mt940' })).statusCode).toBe(422);
      expect((await schedule({ bank_account_id: account, frequency: 'daily', format: 'mt940', time_zone: 'Mars/Olympus' })).statusCode).toBe(422);
      const berlin = await schedule({ bank_account_id: account, frequency: 'daily', format: 'mt940', time_zone: 'Europe/Berlin' });
      expect(berlin.statusCode, berlin.body).toBe(201);
      expect(berlin.json().data).toMatchObject({ frequency: 'daily', format: 'mt940', time_zone: 'Europe/Berlin', next_period_start: '2026-06-15' });
      ids.berlin = berlin.json().data.id;
      const monthly = await schedule({ bank_account_id: account, frequency: 'monthly', format: 'camt053' });
      expect(monthly.json().data.next_period_start).toBe('2026-06-01');
      ids.monthly = monthly.json().data.id;
      ids.pdf = (await schedule({ bank_account_id: account, frequency: 'daily', format: 'pdf', language: 'de' })).json().data.id;
      const list = await acme.reader.call({ method: 'GET', url: api('manager/statement-schedules') });
      expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([ids.pdf, ids.monthly, ids.berlin]);
      expect((await globex.manager.call({ method: 'GET', url: api('manager/statement-schedules') })).json().data).toEqual([]);
    });

    it('makes a day once it has ended in the schedule\'s zone, once with two workers and a duplicate job, and reconciles with the ledger', async () => {
      await fund(t, admin, account, '100.00'); // 10:00 UTC: 12:00 in Berlin on the 15th
      t.clock.now = new Date('2026-06-15T21:30:00.000Z'); // 23:30 in Berlin: still the 15th
      admin = await adminToken(t);
      await fund(t, admin, account, '20.50');
      t.clock.now = new Date('2026-06-15T22:30:00.000Z'); // 00:30 in Berlin: the 16th, 22:30 UTC still the 15th
      admin = await adminToken(t);
      await fund(t, admin, account, '7.25');
      // A second job for the same period (as if enqueued twice): the period is still made once.
      await enqueue(t.db.db, { type: STATEMENT_SCHEDULE_JOB_TYPE, payload: { schedule_id: ids.berlin, date_from: '2026-06-15' }, idempotencyKey: 'duplicate', now: t.clock.now });
      const one = worker('instance-a');
      const two = worker('instance-b');
      for (let i = 0; i < 10; i += 1) {
        const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
        if (!a && !b) break;
      }
      const made = await statements();
      // Only the Berlin day has ended (the UTC daily and the month have not).
      expect(made.map((s) => [s.schedule_id, s.date_from, s.date_to])).toEqual([[ids.berlin, '2026-06-15', '2026-06-15']]);
      const events = await t.db.db.selectFrom('webhook_events').selectAll().where('type', '=', 'statement.ready').execute();
      expect(events).toHaveLength(1);
      expect(JSON.parse(events[0]?.payload ?? '{}')).toMatchObject({ id: made[0]?.id, schedule_id: ids.berlin, format: 'mt940', date_from: '2026-06-15', opening: '0.00', closing: '120.50' });
      expect((await t.db.db.selectFrom('statement_schedules').select('next_period_start').where('id', '=', ids.berlin).executeTakeFirstOrThrow()).next_period_start).toBe('2026-06-16');

      const res = await acme.reader.call({ method: 'GET', url: api(`manager/scheduled-statements/${made[0]?.id}/file`) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const [s] = new Mt940Parser().parse(res.body);
      if (!s) throw new Error('no statement');
      const opening = minorOf(s.openingBalance.toFixed(2));
      const closing = minorOf(s.closingBalance.toFixed(2));
      expect(opening).toBe(await ledgerBalanceBefore('2026-06-14T22:00:00.000Z'));
      expect(closing).toBe(await ledgerBalanceBefore('2026-06-15T22:00:00.000Z'));
      expect(closing).toBe(12050n);
      expect(opening + s.transactions.reduce((sum, x) => sum + minorOf(x.amount.toFixed(2)), 0n)).toBe(closing);
      expect(s.transactions.map((x) => x.amount.toFixed(2))).toEqual(['100.00', '20.50']);
    });

    it('makes last month once the month has ended, as camt.053 reconciling with the ledger', async () => {
      t.clock.now = new Date('2026-07-01T00:30:00.000Z');
      await drain();
      const monthly = (await statements()).filter((s) => s.schedule_id === ids.monthly);
      expect(monthly.map((s) => [s.date_from, s.date_to])).toEqual([['2026-06-01', '2026-06-30']]);
      // The daily schedules caught up day by day, each day once.
      const berlinDays = (await statements()).filter((s) => s.schedule_id === ids.berlin).map((s) => s.date_from);
      expect(berlinDays).toEqual(['2026-06-15', ...Array.from({ length: 15 }, (_, i) => `2026-06-${String(16 + i).padStart(2, '0')}`)]);
      const res = await acme.manager.call({ method: 'GET', url: api(`manager/scheduled-statements/${monthly[0]?.id}/file`) });
      expect(res.statusCode).toBe(200);
      const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, processEntities: false }).parse(res.body) as Node;
      const stmt = at(doc, 'Document', 'BkToCstmrStmt', 'Stmt');
      const balances = [at(stmt, 'Bal')].flat() as Node[];
      const balanceOf = (code: string): bigint => {
        const b = balances.find((x) => at(x, 'Tp', 'CdOrPrtry', 'Cd') === code);
        if (!b) throw new Error(`no ${code}`);
        return minorOf(textOf(at(b, 'Amt'))) * (at(b, 'CdtDbtInd') === 'DBIT' ? -1n : 1n);
      };
      expect(balanceOf('OPBD')).toBe(0n);
      expect(balanceOf('CLBD')).toBe(await ledgerBalanceBefore('2026-07-01T00:00:00.000Z'));
      expect(balanceOf('CLBD')).toBe(12775n);
      const listed = await acme.reader.call({ method: 'GET', url: api(`manager/scheduled-statements?schedule_id=${ids.monthly}`) });
      expect(listed.json().data).toEqual([expect.objectContaining({ id: monthly[0]?.id, opening: '0.00', closing: '127.75', format: 'camt053', date_to: '2026-06-30' })]);
    });

    it('serves files to keys with accounts:read only; another company gets 404 for schedules and files', async () => {
      const [first] = await statements();
      const key = async (scopes: string[]) => (await acme.manager.confirmed({ method: 'POST', url: api('manager/api-keys'), body: { name: scopes.join(' '), scopes } })).json().data.key as string;
      const reader = await key(['accounts:read']);
      const payer = await key(['transactions:read']);
      const withKey = (token: string, path: string) => call(t, { method: 'GET', url: api(path), token });
      expect((await withKey(reader, `manager/scheduled-statements/${first?.id}/file`)).statusCode).toBe(200);
      expect((await withKey(reader, 'manager/scheduled-statements')).json().data.length).toBeGreaterThan(0);
      expect((await withKey(payer, `manager/scheduled-statements/${first?.id}/file`)).statusCode).toBe(403);
      expect((await withKey(reader, 'manager/statement-schedules')).statusCode).toBe(403);
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/scheduled-statements/${first?.id}/file`) })).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'GET', url: api('manager/scheduled-statements') })).json().data).toEqual([]);
      expect((await globex.manager.call({ method: 'DELETE', url: api(`manager/statement-schedules/${ids.berlin}`) })).statusCode).toBe(404);
      expect((await acme.reader.call({ method: 'DELETE', url: api(`manager/statement-schedules/${ids.berlin}`) })).statusCode).toBe(403);
    });

    it('stops a deleted schedule; what it made stays', async () => {
      const before = (await statements()).length;
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/statement-schedules/${ids.pdf}`) })).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/statement-schedules/${ids.berlin}`) })).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/statement-schedules/${ids.monthly}`) })).statusCode).toBe(200);
      t.clock.now = new Date('2026-07-03T00:30:00.000Z');
      await drain();
      expect((await statements()).length).toBe(before);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/statement-schedules') })).json().data).toEqual([]);
    });
  });
});
