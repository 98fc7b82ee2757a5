import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { BLACKLIST_MESSAGES } from '../../src/server/modules/agentBlacklist/service';
import { call, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, iban, insertAccount, insertAgent, makeCompany, platformAccount, setSetting, unbalancedEntries, withCode } from './ledgerFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Agent = { id: number; blacklisted: boolean; blacklist_reason: string | null; company_id: number };

const BAD_IBAN = iban('DE', '500105175407324931');
const CLEAN_IBAN = iban('DE', '370400440532013000');

/** autorecall_deposit_from_blacklisted_agent (issue 13, docs/settings.md): the blacklist call and the recall of deposits. */
await forEachEngine((engine) => {
  describe(`agent blacklist and autorecall (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Party;
    let globex: Party;
    let eur = 0;
    let agent = 0;
    let noIban = 0;

    const blacklist = (id: number, body: Record<string, unknown>, token = admin) => call(t, { method: 'PUT', url: api(`a/transaction-agents/${id}/blacklist`), token, body });
    const credit = (body: Record<string, unknown>) => call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: eur, bypass_duplicate_check: true, ...body } });
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    const recalls = () => t.db.db.selectFrom('transactions').selectAll().where('original_transaction_id', 'is not', null).where('company_id', '=', acme.companyId).execute();

    beforeAll(async () => {
      t = await makeApp(engine);
      admin = await adminToken(t);
      acme = await makeCompany(t, 'Acme Recall');
      globex = await makeCompany(t, 'Globex Recall');
      eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      // The agent is Globex's beneficiary: the blacklist is the bank's, its IBAN names the party everywhere.
      agent = await insertAgent(t, globex.companyId, BAD_IBAN);
      noIban = await insertAgent(t, globex.companyId, CLEAN_IBAN);
      await t.db.db.updateTable('transaction_agents').set({ iban: null, bank_account: '12345678', sort_code: '123456' }).where('id', '=', noIban).execute();
    });
    afterAll(async () => t.close());

    it('blacklists an agent: administrators only, checked input, 404 for unknown ones, two-factor when the admin has it, audited', async () => {
      expect((await acme.manager.call({ method: 'PUT', url: api(`a/transaction-agents/${agent}/blacklist`), body: { blacklisted: true } })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'GET', url: api('a/transaction-agents') })).statusCode).toBe(403);
      const unknown = await blacklist(999999, { blacklisted: true });
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { message: BLACKLIST_MESSAGES.notFound } });
      const bad = await blacklist(agent, { blacklisted: 'maybe', reason: 'x'.repeat(501) });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['blacklisted', 'reason']);
      const none = await blacklist(noIban, { blacklisted: true });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.id).toEqual([BLACKLIST_MESSAGES.noIban]);
      expect((await t.db.db.selectFrom('transaction_agents').select('id').where('blacklisted_at', 'is not', null).execute())).toEqual([]);

      await createUser(t, { email: 'blacklist-2fa@test.local', role: 'admin', twoFactor: true });
      t.advance(30);
      const strict = (await login(t, 'blacklist-2fa@test.local', true)).token;
      const ask = await blacklist(agent, { blacklisted: true, reason: 'Fraud report 17' }, strict);
      expect(ask.statusCode).toBe(403);
      expect(ask.headers['otp-required']).toBe('true');
      expect((await t.db.db.selectFrom('transaction_agents').select('blacklisted_at').where('id', '=', agent).executeTakeFirstOrThrow()).blacklisted_at).toBeNull();
      const done = await withCode(t, { method: 'PUT', url: api(`a/transaction-agents/${agent}/blacklist`), token: strict, body: { blacklisted: true, reason: 'Fraud report 17' } });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ message: BLACKLIST_MESSAGES.blacklisted, data: { id: agent, blacklisted: true, blacklist_reason: 'Fraud report 17', company_id: globex.companyId } });

      const list = await call(t, { method: 'GET', url: api('a/transaction-agents?blacklisted=1'), token: admin });
      expect((list.json().data as Agent[]).map((a) => a.id)).toEqual([agent]);
      const byIban = await call(t, { method: 'GET', url: api(`a/transaction-agents?iban=${BAD_IBAN.toLowerCase()}`), token: admin });
      expect((byIban.json().data as Agent[]).map((a) => a.id)).toEqual([agent]);

      const log = await t.db.db.selectFrom('activities').selectAll().where('type', '=', 'admin.agent_blacklisted').execute();
      expect(log).toHaveLength(1);
      // Not in the customer's own activity log: a compliance action is not announced to the customer.
      expect(log[0]?.company_id).toBeNull();
      expect(JSON.parse(log[0]?.meta ?? '{}')).toMatchObject({ agent_id: agent, company_id: globex.companyId, reason: 'Fraud report 17' });
      const timeline = await t.db.db.selectFrom('timeline_events').selectAll().where('entity_class', '=', 'transaction_agent').where('entity_id', '=', agent).execute();
      expect(timeline.map((e) => e.event)).toEqual(['blacklisted']);
      // The same state again changes nothing and logs nothing.
      expect((await blacklist(agent, { blacklisted: true, reason: 'Fraud report 17' })).json().message).toBe(BLACKLIST_MESSAGES.unchanged);
      expect(await t.db.db.selectFrom('activities').select('id').where('type', '=', 'admin.agent_blacklisted').execute()).toHaveLength(1);
      // The manager's beneficiary answer does not show the blacklist.
      const own = await globex.manager.call({ method: 'GET', url: api(`manager/transactions/agents/${agent}`) });
      expect(own.statusCode).toBe(200);
      expect(own.json().data).not.toHaveProperty('blacklisted');
    });

    it('with the setting off, a deposit from a blacklisted agent is credited and nothing else happens', async () => {
      await setSetting(t, 'autorecall_deposit_from_blacklisted_agent', false);
      const before = await balances(t, eur);
      const res = await credit({ amount: '100.00', sender_iban: BAD_IBAN, sender_name: 'Shady Ltd' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Balance topped up successfully.');
      expect(res.json().data).toMatchObject({ remitter_name: 'Shady Ltd' });
      expect((await balances(t, eur)).balance - before.balance).toBe(10000n);
      expect(await recalls()).toEqual([]);
    });

    it('with the setting on, the deposit is credited and recalled at once, with a TRANSACTION_RECALL tracking; a clean sender is not', async () => {
      await setSetting(t, 'autorecall_deposit_from_blacklisted_agent', true);
      const before = await balances(t, eur);
      const settlement = await balances(t, await platformAccount(t, 'settlement', 'EUR'));
      const clean = await credit({ amount: '10.00', sender_iban: CLEAN_IBAN });
      expect(clean.json().message).toBe('Balance topped up successfully.');
      expect(await recalls()).toEqual([]);

      const n = await txCount();
      // Spaces and lower case in the sender IBAN are the same IBAN.
      const res = await credit({ amount: '250.00', sender_iban: BAD_IBAN.toLowerCase().replace(/(.{4})/g, '$1 '), sender_name: 'Shady Ltd' });
      expect(res.statusCode, res.body).toBe(201);
      const deposit = res.json<{ data: { id: number; status: string } }>().data;
      expect(deposit.status).toBe('approved');
      const [recall] = await recalls();
      expect(res.json().message).toBe(`Balance topped up successfully. The deposit was recalled at once: the sender is a blacklisted agent (transaction #${recall?.id}).`);
      expect(recall).toMatchObject({ original_transaction_id: deposit.id, type: 'withdrawal', status: 'approved', bank_account_id: eur });
      expect([String(recall?.amount), String(recall?.fee_amount)]).toEqual(['25000', '0']);
      expect(await txCount()).toBe(n + 2);
      // Credited and taken back: only the clean deposit's 10.00 stays; the settlement account is where it was but for that.
      expect((await balances(t, eur)).balance - before.balance).toBe(1000n);
      expect((await balances(t, await platformAccount(t, 'settlement', 'EUR'))).balance - settlement.balance).toBe(-1000n);
      const tracking = await t.db.db.selectFrom('compliance_trackings').selectAll().where('category', '=', 'TRANSACTION_RECALL').execute();
      expect(tracking.map((r) => [r.company_id, r.subject_type, r.subject_id, r.status])).toEqual([[acme.companyId, 'transaction', deposit.id, 'open']]);
      const log = await t.db.db.selectFrom('activities').selectAll().where('type', '=', 'transaction.recalled').execute();
      expect(log.map((a) => [a.company_id, JSON.parse(a.meta ?? '{}').recall_transaction_id])).toEqual([[acme.companyId, recall?.id]]);
      expect(await unbalancedEntries(t)).toEqual([]);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('a lifted blacklist recalls nothing more; bad sender input is refused and writes nothing', async () => {
      expect((await blacklist(agent, { blacklisted: false })).json()).toMatchObject({ message: BLACKLIST_MESSAGES.lifted, data: { blacklisted: false, blacklist_reason: null } });
      expect((await t.db.db.selectFrom('activities').select('id').where('type', '=', 'admin.agent_blacklist_lifted').execute())).toHaveLength(1);
      const n = await txCount();
      const bad = await credit({ amount: '5.00', sender_iban: 'DE00 not an iban', sender_name: 'x'.repeat(201) });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['sender_iban', 'sender_name']);
      expect(await txCount()).toBe(n);
      expect((await credit({ amount: '5.00', sender_iban: BAD_IBAN })).json().message).toBe('Balance topped up successfully.');
      expect(await recalls()).toHaveLength(1);
    });
  });
});
