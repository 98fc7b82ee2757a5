import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/server/ledger/integrity';
import type { AccountRow } from '../../src/server/ledger/locks';
import { writePayment } from '../../src/server/modules/transactions/payments';
import type { PaymentDraft } from '../../src/server/modules/transactions/types';
import { createCompany, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, fund, insertAccount } from './ledgerFixtures';

/**
 * Failure injection: a crash in the middle of a movement, after its postings are written and before its
 * balances are (the ledger's afterPosting hook throws, at each posting's index in turn), must leave no
 * trace: no journal entry, no posting, no transaction row, balances untouched.
 */
await forEachEngine((engine) => {
  describe(`a failure in the middle of a movement writes nothing (${engine})`, () => {
    let t: TestApp;
    let companyId = 0;
    const acc = { eur: 0, eur2: 0, usd: 0 };

    const account = (id: number): Promise<AccountRow> => t.db.db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const count = async (table: 'postings' | 'journal_entries' | 'transactions' | 'transaction_events') =>
      Number((await t.db.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const snapshot = async () => ({
      postings: await count('postings'),
      entries: await count('journal_entries'),
      transactions: await count('transactions'),
      events: await count('transaction_events'),
      accounts: (await t.db.db.selectFrom('bank_accounts').select(['id', 'balance', 'reserved']).orderBy('id').execute()).map((a) => [a.id, String(a.balance), String(a.reserved)]),
    });

    const draft = async (type: 'transfer' | 'exchange', to: number, toAmount: bigint | null): Promise<PaymentDraft> => ({
      companyId, userId: null, type, source: await account(acc.eur), destination: await account(to), agentId: null,
      amount: 10_000n, fee: 50n, feeType: type === 'transfer' ? 'TRANSFER' : 'EXCHANGE', toAmount, rate: toAmount === null ? null : '1.25',
      protocol: 'INTERNAL', transferService: null, remitter: 'Fail Co', beneficiary: 'Fail Co', refMessage: null, details: {},
      originalTransactionId: null, bypassDuplicate: true, duplicateKey: null, status: 'approved', statusComment: 'failure injection',
    });

    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t, 'Fail Co');
      acc.eur = await insertAccount(t, companyId, 'EUR');
      acc.eur2 = await insertAccount(t, companyId, 'EUR');
      acc.usd = await insertAccount(t, companyId, 'USD');
      const admin = await adminToken(t);
      await fund(t, admin, acc.eur, '1000.00');
      await fund(t, admin, acc.usd, '10.00'); // creates the USD platform accounts
    });
    afterAll(async () => t.close());

    const cases: [string, 'transfer' | 'exchange', number][] = [
      ['transfer, after its first posting', 'transfer', 0],
      ['transfer, after its second posting', 'transfer', 1],
      ['exchange, between the two currencies', 'exchange', 2],
      ['exchange, before its last posting', 'exchange', 3],
    ];
    for (const [name, type, failAt] of cases) {
      it(`${name}: nothing is written`, async () => {
        const before = await snapshot();
        const seen: number[] = [];
        const d = await draft(type, type === 'transfer' ? acc.eur2 : acc.usd, type === 'transfer' ? null : 12_500n);
        const run = writePayment(t.app.kontor, d, {
          afterPosting: (i) => {
            seen.push(i);
            if (i === failAt) throw new Error(`injected failure after posting ${i}`);
          },
        });
        await expect(run).rejects.toThrow(`injected failure after posting ${failAt}`);
        // The hook ran for each posting up to the failure; what was written by then is undone.
        expect(seen).toEqual(Array.from({ length: failAt + 1 }, (_, i) => i));
        expect(await snapshot()).toEqual(before);
        expect((await verifyLedger(t.db.db)).passed).toBe(true);
      });
    }

    it('the same movements go through without the failure (the hook sees every posting)', async () => {
      const before = await snapshot();
      const seen: number[] = [];
      await writePayment(t.app.kontor, await draft('transfer', acc.eur2, null), { afterPosting: (i) => void seen.push(i) });
      await writePayment(t.app.kontor, await draft('exchange', acc.usd, 12_500n), { afterPosting: (i) => void seen.push(i) });
      expect(seen).toEqual([0, 1, 2, 0, 1, 2, 3, 4]);
      const after = await snapshot();
      expect(after.transactions - before.transactions).toBe(2);
      expect(after.entries - before.entries).toBe(2);
      expect(after.postings - before.postings).toBe(8);
      expect(BigInt((await account(acc.eur)).balance)).toBe(100_000n - 2n * 10_050n);
      expect(BigInt((await account(acc.usd)).balance)).toBe(1_000n + 12_500n);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });
  });
});
