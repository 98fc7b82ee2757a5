import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext, AuthState, UserRow } from '../../../src/server/context';
import { CallScope, UnconfirmedWriteError } from '../../../src/server/db/writeGate';
import { sepaBeneficiary as sepa } from '../beneficiaryFixtures';
import { call, forEachEngine, makeApp, type TestApp } from '../harness';
import { api, iban, makeCompany } from '../ledgerFixtures';

/**
 * Issue 21, item 3, the safety nets of http/route.ts: a handler of a call that needs a one-time code
 * can never write before asking for the code (the write gate refuses the query: 500, nothing written),
 * nor answer success without asking (500). Here the handler of manager.agents.create is replaced by
 * faulty ones; the real handlers are covered by otpAfterValidation.test.ts.
 */

type Fault = 'writesFirst' | 'writesInTransaction' | 'rawWrite' | 'neverAsks' | 'asksThenWrites';
const fault = vi.hoisted(() => ({ mode: null as Fault | null }));

type Context = { ctx: AppContext; auth: AuthState; confirmOtp: (user: UserRow) => Promise<void> };

vi.mock('../../../src/server/http/route', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/http/route')>();
  const faulty = async (c: Context, mode: Fault): Promise<unknown> => {
    const companyId = c.auth.company?.id ?? 0;
    const rename = (db: AppContext['db']) => db.updateTable('companies').set({ name: 'Hijacked' }).where('id', '=', companyId).execute();
    switch (mode) {
      case 'writesFirst':
        await rename(c.ctx.db);
        await c.confirmOtp(c.auth.user);
        return { data: null };
      case 'writesInTransaction':
        await c.ctx.db.transaction().execute(async (trx) => rename(trx));
        await c.confirmOtp(c.auth.user);
        return { data: null };
      case 'rawWrite':
        await sql`update companies set name = 'Hijacked' where id = ${companyId}`.execute(c.ctx.db);
        await c.confirmOtp(c.auth.user);
        return { data: null };
      case 'neverAsks':
        return { data: 'what the code should have protected' };
      case 'asksThenWrites':
        await c.confirmOtp(c.auth.user);
        await rename(c.ctx.db);
        return { data: 'renamed' };
    }
  };
  const registerCall: typeof original.registerCall = (app, name, handler) =>
    original.registerCall(app, name, (c) => (name === 'manager.agents.create' && fault.mode ? faulty(c as unknown as Context, fault.mode) : handler(c)));
  return { ...original, registerCall };
});

await forEachEngine((engine) => {
  describe(`one-time code safety nets (${engine})`, () => {
    let t: TestApp;
    let lines: string[] = [];
    let acme: Awaited<ReturnType<typeof makeCompany>>;
    let solo: Awaited<ReturnType<typeof makeCompany>>;
    const AGENTS = api('manager/transactions/agents');
    const nameOf = async (companyId: number) => (await t.db.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow()).name;
    const otpUses = async () => Number((await t.db.db.selectFrom('otp_uses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      lines = [];
      t = await makeApp(engine, { LOG_LEVEL: 'error' }, undefined, { logStream: { write: (line: string) => void lines.push(line) } });
      acme = await makeCompany(t, 'Acme');
      // An individual's manager has no two-factor: confirmOtp resolves at once, and the rule holds all the same.
      solo = await makeCompany(t, 'Jane Doe', { legal: 'individual' });
    });
    afterAll(async () => {
      fault.mode = null;
      await t.close();
    });

    for (const mode of ['writesFirst', 'writesInTransaction', 'rawWrite'] as const) {
      it(`refuses a write before the code is asked for (${mode}): 500, nothing written, logged`, async () => {
        for (const who of [acme, solo]) {
          fault.mode = mode;
          lines.length = 0;
          await who.manager.token(); // a sign-in with two-factor records its own code first
          const uses = await otpUses();
          const before = await nameOf(who.companyId);
          const res = await who.manager.confirmed({ method: 'POST', url: AGENTS, body: sepa() });
          fault.mode = null;
          expect(res.statusCode, res.body).toBe(500);
          expect(res.json()).toEqual({ message: 'Server Error, please try again later' });
          expect(await nameOf(who.companyId)).toBe(before);
          expect(await otpUses()).toBe(uses);
          expect(lines.join('')).toContain('manager.agents.create tried to write to the database before its one-time code was confirmed');
        }
      });
    }

    it('refuses a handler that answers success without asking for the code: 500, logged, its answer withheld', async () => {
      for (const who of [acme, solo]) {
        fault.mode = 'neverAsks';
        lines.length = 0;
        const res = await who.manager.call({ method: 'POST', url: AGENTS, body: sepa() });
        fault.mode = null;
        expect(res.statusCode, res.body).toBe(500);
        expect(res.body).not.toContain('what the code should have protected');
        expect(lines.join('')).toContain('SECURITY: a call that needs a one-time code answered without asking for it');
      }
    });

    it('lets a handler write once it has asked for the code', async () => {
      fault.mode = 'asksThenWrites';
      const unconfirmed = await acme.manager.call({ method: 'POST', url: AGENTS, body: sepa() });
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.headers['otp-required']).toBe('true');
      expect(await nameOf(acme.companyId)).toBe('Acme');
      const ok = await acme.manager.confirmed({ method: 'POST', url: AGENTS, body: sepa() });
      fault.mode = null;
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await nameOf(acme.companyId)).toBe('Hijacked');
      await t.db.db.updateTable('companies').set({ name: 'Acme' }).where('id', '=', acme.companyId).execute();
    });

    it('the real handler behind the same route still works (control)', async () => {
      const body = sepa({ iban: iban('DE', '370400440000000777') });
      expect((await acme.manager.call({ method: 'POST', url: AGENTS, body })).statusCode).toBe(403);
      const ok = await acme.manager.confirmed({ method: 'POST', url: AGENTS, body });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('the gate refuses insert, update, delete and raw writes and lets reads through; outside a gate nothing is checked', async () => {
      const db = t.db.db;
      const scope = new CallScope('test.call', false, null);
      const gated = db.withPlugin(scope);
      await expect(gated.updateTable('companies').set({ name: 'X' }).where('id', '=', acme.companyId).execute()).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(gated.deleteFrom('otp_uses').execute()).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(gated.insertInto('otp_uses').values({ user_id: 1, step: 1, request_hash: 'x', completed: 0, created_at: 'now' }).execute()).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(sql`delete from otp_uses`.execute(gated)).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(gated.transaction().execute((trx) => trx.updateTable('companies').set({ name: 'X' }).execute())).rejects.toBeInstanceOf(UnconfirmedWriteError);
      // A transaction begun before the gate opens still holds the gate: its handle carries the same scope.
      await expect(
        gated.transaction().execute(async (trx) => {
          await trx.selectFrom('companies').select('name').execute();
          await trx.updateTable('companies').set({ name: 'X' }).where('id', '=', acme.companyId).execute();
        }),
      ).rejects.toBeInstanceOf(UnconfirmedWriteError);
      expect(await gated.selectFrom('companies').select('name').where('id', '=', acme.companyId).executeTakeFirstOrThrow()).toEqual({ name: 'Acme' });
      expect(await nameOf(acme.companyId)).toBe('Acme');
      // The server's own handle is not gated meanwhile (another call, a job): the gate is the call's handle's.
      await db.updateTable('companies').set({ updated_at: 'x' }).where('id', '=', -1).execute();
      // Opened (confirmOtp), the same handle and its transactions write.
      scope.open = true;
      await gated.updateTable('companies').set({ updated_at: 'x' }).where('id', '=', -1).execute();
      await gated.transaction().execute((trx) => trx.updateTable('companies').set({ updated_at: 'x' }).where('id', '=', -1).execute());
      expect((await call(t, { method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    });
  });
});
