import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRow } from '../../src/server/context';
import { backfillBalanceAfter } from '../../src/server/db/migrations/m027_transactionBalanceAfter';
import { nowIso } from '../../src/server/db/values';
import { managerScope } from '../../src/server/modules/transactions/managerScope';
import { loadResourceContext, type TransactionRow } from '../../src/server/modules/transactions/resource';
import { createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { api, insertAccount, setSetting } from './ledgerFixtures';

/**
 * The balance column of the transaction lists (transactions.balance_after, set by the database from
 * each new posting, migration 027; the migration's backfill for the rows before it) and the log date of the manager's scope (managerScope.ts: that one
 * setting read alone), on hand-made ledger rows with the cases the reading must get right.
 */
await forEachEngine((engine) => {
  describe(`transaction list balances and scope (${engine})`, () => {
    let t: TestApp;
    let company: number;
    let a: number;
    let b: number;
    let fees: number;
    let token: string;
    const tx: Record<string, number> = {};

    const insertTx = async (ref: string, status: string, type: string, from: number, to: number | null, at: string): Promise<number> => {
      const row = await t.db.db
        .insertInto('transactions')
        .values({
          company_id: company, user_id: null, type, status, status_reason: null, bank_account_id: from, to_account_id: to, agent_id: null, currency: 'EUR', amount: '1000', fee_amount: '0',
          to_currency: null, to_amount: null, rate: null, transmission_protocol: 'INTERNAL', transfer_service: null, remitter_name: 'R', beneficiary_name: 'B', ref_message: null, source_reference: ref,
          source_of_funds: null, details: '{}', original_transaction_id: null, bypass_duplicate_check: 0, import_id: null, external_service_type_id: null, log_created_at: status === 'approved' ? at : null,
          decided_by: null, decided_at: null, duplicate_key: null, created_at: at, updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    /** One journal entry of the transaction with its postings ([account, balance after] in posting order). */
    const entry = async (transactionId: number, kind: string, postings: [number, number][]) => {
      const at = nowIso(t.clock.now);
      const e = await t.db.db.insertInto('journal_entries').values({ transaction_id: transactionId, kind, description: kind, created_at: at }).returning('id').executeTakeFirstOrThrow();
      for (const [account, after] of postings) {
        await t.db.db.insertInto('postings').values({ entry_id: e.id, bank_account_id: account, currency: 'EUR', amount: '0', balance_after: String(after), created_at: at }).execute();
      }
    };
    /** The same with all its postings in one insert statement, as the ledger writes them. */
    const entryInOneInsert = async (transactionId: number, kind: string, postings: [number, number][]) => {
      const at = nowIso(t.clock.now);
      const e = await t.db.db.insertInto('journal_entries').values({ transaction_id: transactionId, kind, description: kind, created_at: at }).returning('id').executeTakeFirstOrThrow();
      await t.db.db
        .insertInto('postings')
        .values(postings.map(([account, after]) => ({ entry_id: e.id, bank_account_id: account, currency: 'EUR', amount: '0', balance_after: String(after), created_at: at })))
        .execute();
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      company = await createCompany(t, 'Balances Co', { legal_type: 'individual' });
      a = await insertAccount(t, company, 'EUR');
      b = await insertAccount(t, company, 'EUR');
      fees = await insertAccount(t, company, 'EUR');
      await createUser(t, { email: 'balances@example.com', companyId: company });
      token = (await login(t, 'balances@example.com')).token;
      // A transfer a → b with its fee: the balance shown is the source's (a) after it.
      tx.transfer = await insertTx('T-1', 'approved', 'transfer', a, b, '2026-06-01T10:00:00.000Z');
      await entry(tx.transfer, 'transfer', [[a, 900], [b, 1100], [fees, 5]]);
      // A deposit credits its bank_account_id (b): that account's balance after it.
      tx.deposit = await insertTx('T-2', 'approved', 'deposit', b, null, '2026-06-02T10:00:00.000Z');
      await entry(tx.deposit, 'deposit', [[fees, -1000], [b, 2100]]);
      // Two postings on the source in one entry (amount, then fee): the later posting is the balance after.
      tx.twoLegs = await insertTx('T-3', 'approved', 'withdrawal', a, null, '2026-06-03T10:00:00.000Z');
      await entry(tx.twoLegs, 'withdrawal', [[a, 400], [fees, 10], [a, 390]]);
      // A reversal entry of the transaction does not count: the balance after the transaction itself.
      tx.reversed = await insertTx('T-4', 'approved', 'transfer', a, b, '2026-06-04T10:00:00.000Z');
      await entry(tx.reversed, 'transfer', [[a, 290], [b, 2200]]);
      await entry(tx.reversed, 'reversal', [[b, 2100], [a, 390]]);
      // Not approved: no balance, even with postings (a hold's entry, say).
      tx.pending = await insertTx('T-5', 'pending', 'transfer', a, b, '2026-06-05T10:00:00.000Z');
      await entry(tx.pending, 'transfer', [[a, 123]]);
      // Approved without any entry: no balance.
      tx.noEntry = await insertTx('T-6', 'approved', 'transfer', b, a, '2026-06-06T10:00:00.000Z');
      // Two postings on the source within one insert statement (PostgreSQL's trigger sees them together).
      tx.oneInsert = await insertTx('T-7', 'approved', 'withdrawal', a, null, '2026-06-07T10:00:00.000Z');
      await entryInOneInsert(tx.oneInsert, 'withdrawal', [[a, 200], [fees, 20], [a, 180]]);
      // A second entry of the transaction (not a reversal) comes later: its posting is the balance after.
      tx.twoEntries = await insertTx('T-8', 'approved', 'transfer', a, b, '2026-06-08T10:00:00.000Z');
      await entryInOneInsert(tx.twoEntries, 'transfer', [[a, 170], [b, 2210]]);
      await entryInOneInsert(tx.twoEntries, 'fee', [[a, 165], [fees, 25]]);
    });
    afterAll(async () => t.close());

    const rowsOf = async (ids: number[]): Promise<TransactionRow[]> => t.db.db.selectFrom('transactions').selectAll().where('id', 'in', ids).orderBy('id').execute();

    /** balance_after of each case, as stored. */
    const stored = async (): Promise<Record<string, string | null>> => {
      const rows = await rowsOf(Object.values(tx));
      return Object.fromEntries(Object.entries(tx).map(([name, id]) => {
        const v = rows.find((r) => r.id === id)?.balance_after;
        return [name, v === null || v === undefined ? null : String(v)];
      }));
    };
    const EXPECTED = { transfer: '900', deposit: '2100', twoLegs: '390', reversed: '290', pending: '123', noEntry: null, oneInsert: '180', twoEntries: '165' };

    it('keeps the balance after each transaction on its own account, from its postings (reversals aside)', async () => {
      expect(await stored()).toEqual(EXPECTED);
      const c = await loadResourceContext(t.db.db, await rowsOf(Object.values(tx)));
      expect([...c.accounts.keys()].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    });

    it("gives the rows from before migration 027 the same balances through the migration's backfill", async () => {
      await sql`update transactions set balance_after = null`.execute(t.db.db);
      expect(Object.values(await stored()).every((v) => v === null)).toBe(true);
      await backfillBalanceAfter(t.db.db);
      expect(await stored()).toEqual(EXPECTED);
    });

    it('answers the same balances through the list, and none for an empty page', async () => {
      const res = await t.app.inject({ method: 'GET', url: api(`manager/transactions?bank_account_id[]=${a}&per_page=100`), headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: { source_reference: string; balance: string | null }[]; meta: { total: number } }>();
      // Account a's list: every row from or to a (the deposit to b is not one of them).
      // T-5 is pending: its stored value is not shown.
      expect(Object.fromEntries(body.data.map((r) => [r.source_reference, r.balance]))).toEqual({ 'T-1': '9.00', 'T-3': '3.90', 'T-4': '2.90', 'T-5': null, 'T-6': null, 'T-7': '1.80', 'T-8': '1.65' });
      expect(body.meta.total).toBe(7);
      const empty = await loadResourceContext(t.db.db, []);
      expect(empty.accounts.size).toBe(0);
    });

    it("scopes a manager's reads by the log date setting alone; unset or malformed reads as no date", async () => {
      const co = (await t.db.db.selectFrom('companies').selectAll().where('id', '=', company).executeTakeFirstOrThrow()) as CompanyRow;
      expect(await managerScope(t.app.kontor, co)).toEqual({ companyId: company });
      await setSetting(t, 'show_transactions_from_log_date', '2026-06-03');
      expect(await managerScope(t.app.kontor, co)).toEqual({ companyId: company, fromLogDate: '2026-06-03' });
      await setSetting(t, 'show_transactions_from_log_date', 20260603);
      expect(await managerScope(t.app.kontor, co)).toEqual({ companyId: company });
      await t.db.db.updateTable('settings').set({ value: 'not json' }).where('key', '=', 'show_transactions_from_log_date').execute();
      expect(await managerScope(t.app.kontor, co)).toEqual({ companyId: company });
      await setSetting(t, 'show_transactions_from_log_date', '');
      expect(await managerScope(t.app.kontor, co)).toEqual({ companyId: company });
    });
  });
});
