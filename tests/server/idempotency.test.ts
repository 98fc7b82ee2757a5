import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../src/contract/http';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { IDEMPOTENCY_MESSAGES } from '../../src/server/http/idempotency';
import { claimKey, IDEMPOTENCY_STALE_SECONDS, linkIdempotencyKey, releaseKey } from '../../src/server/modules/transactions/idempotencyStore';
import { call, createUser, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, insertAccount, makeCompany, Session } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;

await forEachEngine((engine) => {
  describe(`Idempotency-Key on money-moving calls (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    let second: Session;
    let eur = 0;
    let eur2 = 0;
    const url = api('manager/transactions/transfer');
    const body = (amount: string, extra: Record<string, unknown> = {}) => ({ bank_account_id: eur, to_account_id: eur2, amount, bypass_duplicate_check: true, ...extra });
    const key = (k: string) => ({ [HEADERS.idempotencyKey]: k });
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).where('bank_account_id', '=', eur).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      t = await makeApp(engine);
      acme = await makeCompany(t, 'Idem Co');
      const otherEmail = 'mgr2-idem@test.local';
      await createUser(t, { email: otherEmail, role: 'manager', companyId: acme.companyId, twoFactor: true });
      second = new Session(t, otherEmail, true);
      eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      eur2 = await insertAccount(t, acme.companyId, 'EUR');
      admin = await adminToken(t);
      await fund(t, admin, eur, '1000.00');
    });
    afterAll(async () => t.close());

    it('creates one transaction for 20 identical concurrent retries, all answered alike', async () => {
      const token = await acme.manager.token();
      t.advance(30);
      const code = t.code();
      const before = { n: await txCount(), bal: await balances(t, eur) };
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, { method: 'POST', url, token, code, body: body('10.00'), headers: key('retry-key-0001') })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
      const ids = new Set(answers.map((a) => a.json<{ data: { id: number } }>().data.id));
      expect(ids.size).toBe(1);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      expect(await txCount()).toBe(before.n + 1);
      expect((await balances(t, eur)).reserved - before.bal.reserved).toBe(1000n);

      // Later, without a code: the stored answer (the payload was confirmed already).
      const later = await call(t, { method: 'POST', url, token, body: body('10.00'), headers: key('retry-key-0001') });
      expect(later.statusCode).toBe(201);
      expect(later.json().data.id).toBe([...ids][0]);
      expect(await txCount()).toBe(before.n + 1);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('answers 422 for the same key with another payload, and refuses malformed keys', async () => {
      const n = await txCount();
      const other = await acme.manager.confirmed({ method: 'POST', url, body: body('11.00'), headers: key('retry-key-0001') });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.mismatch, errors: { [HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.mismatch] } });
      for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'emoji-✓-key-00']) {
        const res = await acme.manager.confirmed({ method: 'POST', url, body: body('12.00'), headers: key(bad) });
        expect(res.statusCode, bad).toBe(422);
        expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.badKey);
      }
      expect(await txCount()).toBe(n);
    });

    it('scopes keys per user: another manager with the same key creates their own transaction', async () => {
      const mine = await acme.manager.confirmed({ method: 'POST', url, body: body('13.00'), headers: key('shared-key-0001') });
      const theirs = await second.confirmed({ method: 'POST', url, body: body('13.00'), headers: key('shared-key-0001') });
      expect(mine.statusCode).toBe(201);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().data.id).not.toBe(mine.json().data.id);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    });

    it('frees the key after a refusal (two-factor, 409 duplicate) so the same submit can be re-sent', async () => {
      const token = await acme.manager.token();
      const n = await txCount();
      // The duplicate is part of the checks that come before the code (issue 21 item 3).
      const dup = await call(t, { method: 'POST', url, token, body: body('10.00', { bypass_duplicate_check: false }), headers: key('dup-key-00001') });
      expect(dup.statusCode).toBe(409);
      const first = await call(t, { method: 'POST', url, token, body: body('10.00'), headers: key('dup-key-00001') });
      expect(first.statusCode).toBe(403);
      expect(first.headers['otp-required']).toBe('true');
      t.advance(30);
      const code = t.code();
      const confirmed = await call(t, { method: 'POST', url, token, code, body: body('10.00'), headers: key('dup-key-00001') });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      // bypass_duplicate_check is not part of the payload identity, exactly as for the one-time code.
      const again = await call(t, { method: 'POST', url, token, body: body('10.00', { bypass_duplicate_check: false }), headers: key('dup-key-00001') });
      expect(again.statusCode).toBe(201);
      expect(again.json().data.id).toBe(confirmed.json().data.id);
      expect(await txCount()).toBe(n + 1);
    });

    it('keeps a key 24 hours, then forgets it', async () => {
      const res = await acme.manager.confirmed({ method: 'POST', url, body: body('14.00'), headers: key('daily-key-0001') });
      expect(res.statusCode).toBe(201);
      t.advance(23 * 3600);
      const replay = await acme.manager.call({ method: 'POST', url, body: body('14.00'), headers: key('daily-key-0001') });
      expect(replay.statusCode).toBe(201);
      expect(replay.json().data.id).toBe(res.json().data.id);
      t.advance(3600 + 60);
      const fresh = await acme.manager.confirmed({ method: 'POST', url, body: body('14.00'), headers: key('daily-key-0001') });
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json().data.id).not.toBe(res.json().data.id);
    });

    it('leaves authentication and roles to the route: 401 and 403 come first', async () => {
      expect((await call(t, { method: 'POST', url, body: body('1.00'), headers: key('bad') })).statusCode).toBe(401);
      expect((await acme.reader.call({ method: 'POST', url, body: body('1.00'), headers: key('reader-key-0001') })).statusCode).toBe(403);
    });

    it('takes over an abandoned claim that moved no money, never one that did', async () => {
      const user = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
      const at = (s: number) => new Date(t.clock.now.getTime() + s * 1000);
      const first = await claimKey(t.db.db, user, 'stale-key-0001', 'hash-a', at(0));
      expect(first.kind).toBe('claimed');
      expect(await claimKey(t.db.db, user, 'stale-key-0001', 'hash-a', at(1))).toEqual({ kind: 'busy', transactionId: null, stale: false });
      expect(await claimKey(t.db.db, user, 'stale-key-0001', 'hash-b', at(1))).toEqual({ kind: 'mismatch' });
      const taken = await claimKey(t.db.db, user, 'stale-key-0001', 'hash-a', at(IDEMPOTENCY_STALE_SECONDS + 1));
      expect(taken).toEqual(first);
      if (taken.kind !== 'claimed') throw new Error('not claimed');
      const tx = (await t.db.db.selectFrom('transactions').select('id').where('bank_account_id', '=', eur).orderBy('id').executeTakeFirstOrThrow()).id;
      await linkIdempotencyKey(t.db.db, taken.id, tx, at(IDEMPOTENCY_STALE_SECONDS + 2).toISOString());
      await releaseKey(t.db.db, taken.id); // refused: money moved under this claim
      expect(await claimKey(t.db.db, user, 'stale-key-0001', 'hash-a', at(3 * IDEMPOTENCY_STALE_SECONDS))).toEqual({ kind: 'busy', transactionId: tx, stale: true });
    });

    it('credits an account once for 20 concurrent admin top-ups with one key', async () => {
      admin = await adminToken(t); // the clock moved a day: a fresh sign-in
      const before = await balances(t, eur2);
      const credit = { bank_account_id: eur2, amount: '250.00' };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: credit, headers: key('credit-key-0001') })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
      expect((await balances(t, eur2)).balance - before.balance).toBe(25_000n);
      const other = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { ...credit, amount: '251.00' }, headers: key('credit-key-0001') });
      expect(other.statusCode).toBe(422);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });
  });
});
