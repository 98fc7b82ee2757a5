import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { reverseRefusedDelivery } from '../../src/server/modules/portals/reversal';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, insertAccount, insertFeePlans, makeCompany, setSetting, unbalancedEntries } from './ledgerFixtures';
import { runJobs } from './reportingFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;

const questionnaire = { company_name: 'Acme GmbH', registration_number: 'HRB 1234', country: 'DE', city: 'Berlin', address: 'Hauptstr. 1', post_code: '10115', email: 'finance@acme.test' };

/** A portal withdrawal the provider refuses is returned to the customer (issue 13, docs/portal-services.md). */
await forEachEngine((engine) => {
  describe(`refused portal delivery (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Party;
    let eur = 0;
    let remoteEur = '';

    const sandbox = async (mode: string, extra: Record<string, unknown> = {}) => {
      admin = await adminToken(t);
      const res = await call(t, { method: 'PUT', url: api('a/portal-sandbox/free_market'), token: admin, body: { mode, ...extra } });
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    const remoteBalance = async () =>
      (await acme.manager.call({ method: 'GET', url: api('manager/portals/free_market/remote-accounts') })).json<{ data: { id: string; balance: string }[] }>().data.find((a) => a.id === remoteEur)?.balance;
    /** A 40.00 portal withdrawal, approved by an administrator: its delivery job is queued. */
    const approvedWithdrawal = async (ref: string): Promise<number> => {
      const res = await acme.manager.confirmed({
        method: 'POST', url: api('manager/transactions/iban'),
        body: { bank_account_id: eur, amount: '40.00', transfer_service: 'portal', transmission_protocol_id: 'PORTAL_TRANSFER', portal_service: 'free_market', portal_destination_account_id: remoteEur, customer_legal_type: 'company', customer_ref_message: ref },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      const id = res.json<{ data: { id: number } }>().data.id;
      admin = await adminToken(t);
      const approve = await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: [id], action: 'approve' } });
      if (approve.statusCode !== 200) throw new Error(approve.body);
      return id;
    };
    const tx = (id: number) => t.db.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const reversals = (id: number) => t.db.db.selectFrom('journal_entries').select('id').where('transaction_id', '=', id).where('kind', '=', 'reversal').execute();

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_PORTAL_TIMEOUT_MS: '200' });
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme Reversal', { features: { portals: true }, portal_services: { free_market: { is_attached: false, is_allowed: true } } });
      eur = await insertAccount(t, acme.companyId, 'EUR', { portal_service_active: 1, selected: 1 });
      admin = await adminToken(t);
      await fund(t, admin, eur, '1000.00');
      expect((await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: questionnaire })).statusCode).toBe(200);
      const remote = await acme.manager.call({ method: 'GET', url: api('manager/portals/free_market/remote-accounts') });
      remoteEur = remote.json<{ data: { id: string; currency: string }[] }>().data.find((a) => a.currency === 'EUR')?.id ?? '';
    });
    afterAll(async () => t.close());

    it('reverses a refused delivery through the ledger (amount and fee back), marks it failed and logs it, once', async () => {
      const before = await balances(t, eur);
      const id = await approvedWithdrawal('Invoice 1');
      const debited = await balances(t, eur);
      expect(debited.balance).toBeLessThan(before.balance - 4000n); // 40.00 plus the fee
      await sandbox('refusing', { message: 'The remote account is closed.' });
      expect(await runJobs(t)).toBe(1);

      const row = await tx(id);
      expect(row.status).toBe('failed');
      expect(row.status_reason).toBe('The portal service refused the delivery: The remote account is closed.');
      expect(await balances(t, eur)).toEqual(before);
      expect(await reversals(id)).toHaveLength(1);
      const job = await t.db.db.selectFrom('jobs').selectAll().where('idempotency_key', '=', `portal-deliver:${id}`).executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
      const log = await t.db.db.selectFrom('activities').selectAll().where('type', '=', 'portal.withdrawal_reversed').execute();
      expect(log.map((a) => [a.company_id, JSON.parse(a.meta ?? '{}').transaction_id])).toEqual([[acme.companyId, id]]);
      const history = await t.db.db.selectFrom('transaction_events').select('status').where('transaction_id', '=', id).orderBy('id').execute();
      expect(history.map((e) => e.status)).toEqual(['pending', 'approved', 'failed']);
      // The company's users are told, each once, with the provider's reason; no other company is.
      const notices = await t.db.db.selectFrom('notifications').selectAll().where('type', '=', 'transaction.portal_withdrawal_refused').execute();
      expect(notices.length).toBeGreaterThan(0);
      expect(new Set(notices.map((n) => n.user_id)).size).toBe(notices.length);
      expect(notices.every((n) => n.company_id === acme.companyId && JSON.parse(n.data ?? '{}').id === id)).toBe(true);
      expect(notices[0]?.message).toContain('The remote account is closed.');
      await sandbox('ok');
      expect(await remoteBalance()).toBe('0.00');

      // The job run again (a retry, another worker) and a direct second reversal change nothing.
      await t.db.db.updateTable('jobs').set({ status: 'queued', locked_by: null, locked_at: null }).where('id', '=', job.id).execute();
      expect(await runJobs(t)).toBe(1);
      const twice = await t.db.db.transaction().execute((trx) => reverseRefusedDelivery(t.app.kontor, trx, id, 'free_market', 'again'));
      expect(twice).toEqual({ reversed: false });
      expect(await reversals(id)).toHaveLength(1);
      const noticesAfter = await t.db.db.selectFrom('notifications').select('id').where('type', '=', 'transaction.portal_withdrawal_refused').execute();
      expect(noticesAfter).toHaveLength(notices.length);
      expect(await balances(t, eur)).toEqual(before);
      expect(await remoteBalance()).toBe('0.00');
      expect(await unbalancedEntries(t)).toEqual([]);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('two reversals of the same withdrawal at the same moment reverse it once', async () => {
      const before = await balances(t, eur);
      const id = await approvedWithdrawal('Invoice 2');
      const once = () => t.db.db.transaction().execute((trx) => reverseRefusedDelivery(t.app.kontor, trx, id, 'free_market', 'Refused twice'));
      const results = await Promise.all([once(), once()]);
      expect(results.filter((r) => r.reversed)).toHaveLength(1);
      expect(await reversals(id)).toHaveLength(1);
      expect(await balances(t, eur)).toEqual(before);
      expect((await tx(id)).status).toBe('failed');
      // Its queued delivery finds nothing to deliver.
      t.advance(3600);
      await runJobs(t);
      expect(await remoteBalance()).toBe('0.00');
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('a provider that is down is retried, not reversed; delivered once it is back', async () => {
      const id = await approvedWithdrawal('Invoice 3');
      const debited = await balances(t, eur);
      await sandbox('down');
      await runJobs(t);
      expect((await tx(id)).status).toBe('approved');
      expect(await reversals(id)).toEqual([]);
      expect(await balances(t, eur)).toEqual(debited);
      const job = await t.db.db.selectFrom('jobs').selectAll().where('idempotency_key', '=', `portal-deliver:${id}`).executeTakeFirstOrThrow();
      expect(job.status).toBe('queued');
      await sandbox('ok');
      t.advance(3600);
      await runJobs(t);
      expect(await remoteBalance()).toBe('40.00');
      expect((await tx(id)).status).toBe('approved');
      expect(await unbalancedEntries(t)).toEqual([]);
    });
  });
});
