import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyChannel } from '../../src/contract/enums';
import { AccountChanges } from '../../src/server/ledger/accountChanges';
import { publishAccountChanges } from '../../src/server/modules/bankAccounts/events';
import type { Realtime } from '../../src/server/realtime/types';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

type Broadcast = { channel: string; event: string; data: { id: number; company_id: number; balance: string; available_balance: string; selected: boolean } };
type Company = Awaited<ReturnType<typeof makeCompany>>;
const recorderOf = (realtime: Realtime | undefined): Realtime => {
  if (!realtime) throw new Error('no realtime');
  return realtime;
};

/** Issue 18: account.created / account.updated on the company channel, once per account per commit, after the commit. */
await forEachEngine((engine) => {
  describe(`live account events (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    let globex: Company;
    const acc = { eur: 0, eur2: 0, gEur: 0 };
    const sent: Broadcast[] = [];
    const accountEvents = () => sent.filter((b) => b.event.startsWith('account.')).map((b) => ({ channel: b.channel, event: b.event, id: b.data.id }));

    beforeAll(async () => {
      t = await makeApp(engine);
      const recorder: Realtime = {
        key: 'k', authorize: () => ({ ok: false, reason: 'unknown_socket' }), disconnectUser: () => 0,
        broadcast: async (channel, event, data) => void sent.push({ channel, event, data: data as Broadcast['data'] }),
      };
      t.app.kontor.realtime = recorder;
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR', { selected: 1 });
      admin = await adminToken(t);
      await fund(t, admin, acc.eur, '1000.00');
      await fund(t, admin, acc.gEur, '50.00');
    });
    beforeEach(() => {
      sent.length = 0;
    });
    afterAll(async () => t.close());

    it('a top-up sends one account.updated with the new balance to its company only', async () => {
      await fund(t, admin, acc.eur, '10.00');
      expect(accountEvents()).toEqual([{ channel: companyChannel(acme.companyId), event: 'account.updated', id: acc.eur }]);
      expect(sent[0]?.data).toMatchObject({ id: acc.eur, company_id: acme.companyId, balance: '1010.00', available_balance: '1010.00' });
    });

    it('a hold sends one account.updated for the source account (available balance lowered, balance not)', async () => {
      const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '100.00' } });
      expect(res.statusCode).toBe(201);
      expect(accountEvents()).toEqual([{ channel: companyChannel(acme.companyId), event: 'account.updated', id: acc.eur }]);
      expect(sent[0]?.data).toMatchObject({ balance: '1010.00', available_balance: '909.00' });
    });

    it('an approval posts several postings but sends one account.updated per customer account, none for platform accounts', async () => {
      const pending = await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', acme.companyId).where('status', '=', 'pending').execute();
      expect(pending).toHaveLength(1);
      const res = await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: pending.map((p) => p.id), action: 'approve' } });
      expect(res.statusCode).toBe(200);
      const postings = await t.db.db.selectFrom('postings').innerJoin('journal_entries as e', 'e.id', 'postings.entry_id').select('postings.id').where('e.transaction_id', '=', pending[0]?.id ?? 0).execute();
      expect(postings.length).toBeGreaterThan(2);
      const events = accountEvents();
      expect(events).toHaveLength(2);
      expect(events).toEqual(expect.arrayContaining([
        { channel: companyChannel(acme.companyId), event: 'account.updated', id: acc.eur },
        { channel: companyChannel(acme.companyId), event: 'account.updated', id: acc.eur2 },
      ]));
      const byId = new Map(sent.map((b) => [b.data.id, b.data]));
      expect(byId.get(acc.eur)).toMatchObject({ balance: '909.00', available_balance: '909.00' });
      expect(byId.get(acc.eur2)).toMatchObject({ balance: '100.00', available_balance: '100.00' });
    });

    it('payments answered together announce each account once, as it is after all of them, before any of them is answered', async () => {
      // An individual's manager has no two-factor: the five go out at once without codes.
      const solo = await makeCompany(t, 'Jane Concurrent', { legal: 'individual' });
      const from = await insertAccount(t, solo.companyId, 'EUR', { selected: 1 });
      const to = await insertAccount(t, solo.companyId, 'EUR');
      await fund(t, admin, from, '100.00');
      sent.length = 0;
      const seenAtAnswer: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const res = await solo.manager.call({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: from, to_account_id: to, amount: '1.00', bypass_duplicate_check: true } });
          seenAtAnswer.push(accountEvents().length);
          return res;
        }),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(201);
      // Every answer came after the announcement of its account.
      for (const n of seenAtAnswer) expect(n).toBeGreaterThan(0);
      const events = accountEvents();
      for (const e of events) expect(e).toEqual({ channel: companyChannel(solo.companyId), event: 'account.updated', id: from });
      expect(events.length).toBeGreaterThan(0);
      expect(events.length).toBeLessThanOrEqual(5);
      // The last announcement carries the account as it is after all five holds.
      const after = await t.db.db.selectFrom('bank_accounts').select(['balance', 'reserved']).where('id', '=', from).executeTakeFirstOrThrow();
      expect(Number(after.reserved)).toBeGreaterThanOrEqual(500);
      expect(sent.at(-1)?.data).toMatchObject({ id: from, balance: '100.00', available_balance: ((Number(after.balance) - Number(after.reserved)) / 100).toFixed(2) });
    });

    it('the announcements of one turn go out together: one per account, account.created when any of them opened it', async () => {
      const ctx = t.app.kontor;
      const changes = (created: number[], updated: number[]) => {
        const c = new AccountChanges();
        for (const id of created) c.created.add(id);
        for (const id of updated) c.updated.add(id);
        return c;
      };
      await Promise.all([
        publishAccountChanges(ctx, changes([], [acc.eur])),
        publishAccountChanges(ctx, changes([], [acc.eur, acc.eur2])),
        publishAccountChanges(ctx, changes([acc.eur2], [])),
        publishAccountChanges(ctx, changes([], [acc.gEur])),
      ]);
      expect(accountEvents()).toEqual([
        { channel: companyChannel(acme.companyId), event: 'account.updated', id: acc.eur },
        { channel: companyChannel(acme.companyId), event: 'account.created', id: acc.eur2 },
        { channel: companyChannel(globex.companyId), event: 'account.updated', id: acc.gEur },
      ].sort((a, b) => a.id - b.id));
      // A later turn is announced again.
      sent.length = 0;
      await publishAccountChanges(ctx, changes([], [acc.eur]));
      expect(accountEvents()).toEqual([{ channel: companyChannel(acme.companyId), event: 'account.updated', id: acc.eur }]);
    });

    it('a refused payment (rolled back) sends nothing', async () => {
      const res = await globex.manager.confirmed({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: acc.gEur, to_account_id: acc.eur, amount: '10.00' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const tooMuch = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: acc.eur2, to_account_id: acc.eur, amount: '5000.00' } });
      expect(tooMuch.statusCode).toBe(422);
      expect(accountEvents()).toEqual([]);
    });

    it('denying a pending payment releases the hold: one account.updated', async () => {
      const res = await globex.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: {
        bank_account_id: acc.gEur, amount: '20.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: 'DE89370400440532013000', customer_country: 'DE',
      } });
      expect(res.statusCode).toBe(201);
      expect(accountEvents()).toEqual([{ channel: companyChannel(globex.companyId), event: 'account.updated', id: acc.gEur }]);
      sent.length = 0;
      const denied = await globex.manager.confirmed({ method: 'PUT', url: api(`manager/transactions/${res.json().data.id}/deny`) });
      expect(denied.statusCode).toBeLessThan(300);
      expect(accountEvents()).toEqual([{ channel: companyChannel(globex.companyId), event: 'account.updated', id: acc.gEur }]);
      expect(sent[0]?.data).toMatchObject({ balance: '50.00', available_balance: '50.00' });
    });

    it('opening an account sends account.created to the company only', async () => {
      const res = await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'USD', name: 'Dollars' } });
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id as number;
      expect(accountEvents()).toEqual([{ channel: companyChannel(acme.companyId), event: 'account.created', id }]);
      expect(sent[0]?.data).toEqual(res.json().data);
    });

    it('choosing the default sends account.updated for the new and the former default, nothing when unchanged', async () => {
      const res = await acme.manager.call({ method: 'PUT', url: api(`manager/bank-accounts/${acc.eur2}/selected`) });
      expect(res.statusCode).toBe(200);
      const events = accountEvents();
      expect(events).toHaveLength(2);
      expect(events.map((e) => e.id).sort((a, b) => a - b)).toEqual([acc.eur, acc.eur2].sort((a, b) => a - b));
      expect(sent.find((b) => b.data.id === acc.eur2)?.data.selected).toBe(true);
      expect(sent.find((b) => b.data.id === acc.eur)?.data.selected).toBe(false);
      sent.length = 0;
      await acme.manager.call({ method: 'PUT', url: api(`manager/bank-accounts/${acc.eur2}/selected`) });
      expect(accountEvents()).toEqual([]);
    });

    it('a payment whose announcement fails after the commit still answers its success (the money has moved)', async () => {
      const working = t.app.kontor.realtime;
      t.app.kontor.realtime = { ...recorderOf(working), broadcast: async () => { throw new Error('socket hub down'); } };
      try {
        const before = await t.db.db.selectFrom('transactions').select('id').execute();
        const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00' } });
        expect(res.statusCode, res.body).toBe(201);
        expect(await t.db.db.selectFrom('transactions').select('id').execute()).toHaveLength(before.length + 1);
      } finally {
        t.app.kontor.realtime = working;
      }
    });
  });
});
