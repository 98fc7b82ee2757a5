import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed';
import { nowIso } from '../../src/server/db/values';
import { checkAccount, verifyLedger } from '../../src/server/ledger/integrity';
import { LedgerError } from '../../src/server/ledger/errors';
import { type LedgerTx } from '../../src/server/ledger/locks';
import { ensurePlatformAccounts } from '../../src/server/ledger/platformAccounts';
import { MAX_BALANCE, postEntry, reverseEntry } from '../../src/server/ledger/postings';
import { release, reserve } from '../../src/server/ledger/reservations';
import { createCompany, forEachEngine, freshDb, makeApp, type TestApp } from './harness';
import { balances, insertAccount } from './ledgerFixtures';
import { migrateToLatest } from '../../src/server/db/migrate';

await forEachEngine((engine) => {
  describe(`the double-entry ledger (${engine})`, () => {
    let t: TestApp;
    let eur = 0;
    let eur2 = 0;
    let usd = 0;
    let platform: Awaited<ReturnType<typeof ensurePlatformAccounts>>;
    const at = () => nowIso(t.clock.now);
    const inTx = <T>(fn: (tx: LedgerTx) => Promise<T>) => t.db.db.transaction().execute((trx) => fn({ db: trx, engine }));
    const count = async (table: 'postings' | 'journal_entries') => Number((await t.db.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t, 'Ledger Co');
      eur = await insertAccount(t, companyId, 'EUR');
      eur2 = await insertAccount(t, companyId, 'EUR');
      usd = await insertAccount(t, companyId, 'USD');
      platform = await ensurePlatformAccounts(t.db.db, 'EUR', t.clock.now);
    });
    afterAll(async () => t.close());

    it('creates the platform accounts of a currency once, even when asked concurrently', async () => {
      const again = await ensurePlatformAccounts(t.db.db, 'EUR', t.clock.now);
      expect(again).toEqual(platform);
      const [a, b] = await Promise.all([ensurePlatformAccounts(t.db.db, 'USD'), ensurePlatformAccounts(t.db.db, 'USD')]);
      expect(a).toEqual(b);
      const usdPlatform = await t.db.db.selectFrom('bank_accounts').select(['platform_role', 'sub_unit', 'currency_type']).where('owner_kind', '=', 'platform').where('currency', '=', 'USD').execute();
      expect(usdPlatform).toHaveLength(4);
      expect(usdPlatform.every((p) => p.sub_unit === 2 && p.currency_type === 'fiat')).toBe(true);
      await expect(ensurePlatformAccounts(t.db.db, 'XYZ')).rejects.toThrow(/Unknown currency/);
    });

    it('posts balanced entries with running balances; the platform side may go negative', async () => {
      const posted = await inTx((tx) => postEntry(tx, { kind: 'deposit', transactionId: null, description: 'funding', at: at(), lines: [{ accountId: platform.settlement, amount: -50_000n }, { accountId: eur, amount: 50_000n }] }));
      expect(posted.postings.map((p) => p.balanceAfter)).toEqual([-50_000n, 50_000n]);
      await inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'move', at: at(), lines: [{ accountId: eur, amount: -10_100n }, { accountId: eur2, amount: 10_000n }, { accountId: platform.fees, amount: 100n }] }));
      expect((await balances(t, eur)).balance).toBe(39_900n);
      expect((await balances(t, eur2)).balance).toBe(10_000n);
      expect((await balances(t, platform.settlement)).balance).toBe(-50_000n);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('refuses unbalanced entries, mixed currencies and overdrafts, writing nothing', async () => {
      const before = { postings: await count('postings'), entries: await count('journal_entries'), eur: await balances(t, eur) };
      const cases: [string, () => Promise<unknown>, string][] = [
        ['unbalanced', () => inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: eur, amount: -100n }, { accountId: eur2, amount: 99n }] })), 'unbalanced'],
        ['currencies', () => inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: eur, amount: -100n }, { accountId: usd, amount: 100n }] })), 'unbalanced'],
        ['overdraft', () => inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: eur, amount: -40_000n }, { accountId: eur2, amount: 40_000n }] })), 'insufficient_funds'],
        ['one line', () => inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: eur, amount: 0n }, { accountId: eur2, amount: 5n }] })), 'bad_entry'],
        ['unknown account', () => inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: 999_999, amount: -5n }, { accountId: eur2, amount: 5n }] })), 'unknown_account'],
        ['too large', () => inTx((tx) => postEntry(tx, { kind: 'deposit', transactionId: null, description: 'x', at: at(), lines: [{ accountId: platform.settlement, amount: -MAX_BALANCE }, { accountId: eur2, amount: MAX_BALANCE }] })), 'too_large'],
      ];
      for (const [name, run, code] of cases) {
        const error = await run().then(() => null, (e: unknown) => e);
        expect(error, name).toBeInstanceOf(LedgerError);
        expect((error as LedgerError).code, name).toBe(code);
      }
      expect({ postings: await count('postings'), entries: await count('journal_entries'), eur: await balances(t, eur) }).toEqual(before);
    });

    it('holds funds: available drops, a hold beyond it is refused, release returns it', async () => {
      await inTx((tx) => reserve(tx, eur, 39_000n, at()));
      expect(await balances(t, eur)).toEqual({ balance: 39_900n, reserved: 39_000n, available: 900n });
      const refused = await inTx((tx) => reserve(tx, eur, 901n, at())).then(() => null, (e: unknown) => e);
      expect((refused as LedgerError).code).toBe('insufficient_funds');
      // A posting may not spend held money either.
      const spend = await inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: eur, amount: -1_000n }, { accountId: eur2, amount: 1_000n }] })).then(() => null, (e: unknown) => e);
      expect((spend as LedgerError).code).toBe('insufficient_funds');
      // Completing the held payment releases the hold in the same entry.
      await inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'x', at: at(), lines: [{ accountId: eur, amount: -39_000n }, { accountId: eur2, amount: 39_000n }], release: [{ accountId: eur, amount: 39_000n }] }));
      expect(await balances(t, eur)).toEqual({ balance: 900n, reserved: 0n, available: 900n });
      await inTx((tx) => reserve(tx, eur, 500n, at()));
      await inTx((tx) => release(tx, eur, 500n, at()));
      const over = await inTx((tx) => release(tx, eur, 1n, at())).then(() => null, (e: unknown) => e);
      expect((over as LedgerError).code).toBe('bad_release');
      expect(await balances(t, eur)).toEqual({ balance: 900n, reserved: 0n, available: 900n });
    });

    it('keeps postings append-only: corrections are reversal entries', async () => {
      const posting = await t.db.db.selectFrom('postings').select(['id', 'entry_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await expect(t.db.db.updateTable('postings').set({ amount: '1' }).where('id', '=', posting.id).execute()).rejects.toThrow(/append-only/);
      await expect(t.db.db.deleteFrom('postings').where('id', '=', posting.id).execute()).rejects.toThrow(/append-only/);
      await expect(t.db.db.updateTable('journal_entries').set({ description: 'changed' }).where('id', '=', posting.entry_id).execute()).rejects.toThrow(/append-only/);
      const before = { eur: await balances(t, eur), eur2: await balances(t, eur2) };
      const entry = await inTx((tx) => postEntry(tx, { kind: 'transfer', transactionId: null, description: 'by mistake', at: at(), lines: [{ accountId: eur2, amount: -700n }, { accountId: eur, amount: 700n }] }));
      const reversal = await inTx((tx) => reverseEntry(tx, entry.entryId, 'correction', at()));
      expect(reversal.postings.map((p) => p.amount)).toEqual([700n, -700n]);
      expect({ eur: await balances(t, eur), eur2: await balances(t, eur2) }).toEqual(before);
      const kinds = await t.db.db.selectFrom('journal_entries').select('kind').where('id', 'in', [entry.entryId, reversal.entryId]).orderBy('id').execute();
      expect(kinds.map((k) => k.kind)).toEqual(['transfer', 'reversal']);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('finds tampered balances and holds', async () => {
      expect((await checkAccount(t.db.db, eur))?.passed).toBe(true);
      await t.db.db.updateTable('bank_accounts').set({ reserved: '5' }).where('id', '=', eur).execute();
      const check = await checkAccount(t.db.db, eur);
      expect(check).toMatchObject({ passed: false, reserved: 5n, holdsSum: 0n });
      await t.db.db.updateTable('bank_accounts').set({ reserved: '0', balance: '901' }).where('id', '=', eur).execute();
      expect(await checkAccount(t.db.db, eur)).toMatchObject({ passed: false, balance: 901n, postingsSum: 900n });
      const report = await verifyLedger(t.db.db);
      expect(report.passed).toBe(false);
      expect(report.failedAccounts.map((a) => a.bankAccountId)).toEqual([eur]);
      expect(report.currencyTotals.EUR).toBe(1n);
      await t.db.db.updateTable('bank_accounts').set({ balance: '900' }).where('id', '=', eur).execute();
      expect(await checkAccount(t.db.db, 999_999)).toBeNull();
    });

    it('agrees with the demo seed: every seeded account passes the integrity check', async () => {
      const db = await freshDb(engine);
      try {
        await migrateToLatest(db);
        await seedDemo(db, { appKey: crypto.randomBytes(32), now: new Date('2026-03-15T12:00:00.000Z') });
        const report = await verifyLedger(db.db);
        expect(report.failedAccounts).toEqual([]);
        expect(report.unbalancedEntries).toEqual([]);
        expect(report.passed).toBe(true);
        expect(report.accounts.length).toBe(42);
      } finally {
        await db.close();
      }
    });
  });
});
