import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../src/server/auth/secrets';
import type { Db } from '../../src/server/db/connection';
import { migrateToLatest } from '../../src/server/db/migrate';
import { isValidIban } from '../../src/server/db/seed/iban';
import { DEMO_SETTINGS, DEMO_TOTP_SECRET, DEMO_USERS, isSeeded, seedDemo, type SeedSummary } from '../../src/server/db/seed/index';
import { minor } from '../../src/server/db/values';
import { type Engine, freshDb, postgresAvailable } from './harness';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const APP_KEY = crypto.randomBytes(32);

const TYPES = ['withdrawal', 'crypto', 'import', 'transfer', 'exchange', 'convert', 'card', 'buy_crypto', 'withdraw_crypto', 'receive_crypto', 'deposit'];
const STATUSES = ['pending', 'admin_action_require', 'approved', 'denied', 'rejected', 'failed'];

type Handle = { db: Db; drop: () => Promise<void> };

const hasPg = await postgresAvailable();

/** An empty database of this file (the seed test runs the migrations itself). */
const openEngine = (engine: Engine) => async (): Promise<Handle> => {
  const db = await freshDb(engine, { migrated: false });
  return { db, drop: () => db.close() };
};

const seeded = async (open: () => Promise<Handle>): Promise<{ handle: Handle; summary: SeedSummary; ms: number }> => {
  const handle = await open();
  await migrateToLatest(handle.db);
  const started = Date.now();
  const summary = await seedDemo(handle.db, { appKey: APP_KEY, now: NOW });
  return { handle, summary, ms: Date.now() - started };
};

const snapshot = async ({ db }: Db) => {
  const txs = await db
    .selectFrom('transactions')
    .select(['id', 'type', 'status', 'amount', 'fee_amount', 'to_amount', 'currency', 'bank_account_id', 'to_account_id', 'agent_id', 'source_reference', 'created_at', 'log_created_at', 'decided_at'])
    .orderBy('id')
    .execute();
  const accounts = await db.selectFrom('bank_accounts').select(['id', 'name', 'iban', 'balance', 'reserved']).orderBy('id').execute();
  return {
    txs: txs.map((t) => ({ ...t, amount: minor(t.amount).toString(), fee_amount: minor(t.fee_amount).toString(), to_amount: t.to_amount === null ? null : minor(t.to_amount).toString() })),
    accounts: accounts.map((a) => ({ ...a, balance: minor(a.balance).toString(), reserved: minor(a.reserved).toString() })),
  };
};

const engines: [string, () => Promise<Handle>, boolean][] = [
  ['SQLite', openEngine('sqlite'), true],
  ['PostgreSQL', openEngine('postgres'), hasPg],
];

for (const [engine, open, enabled] of engines) {
  describe.skipIf(!enabled)(`demo seed on ${engine}`, () => {
    let first: Awaited<ReturnType<typeof seeded>>;
    let earlier: { summary: SeedSummary; snap: Awaited<ReturnType<typeof snapshot>> };
    let db: Db['db'];

    beforeAll(async () => {
      const other = await seeded(open);
      try {
        earlier = { summary: other.summary, snap: await snapshot(other.handle.db) };
      } finally {
        await other.handle.drop();
      }
      first = await seeded(open);
      db = first.handle.db.db;
      console.info(`[seed.test] ${engine}: seeded in ${other.ms} ms / ${first.ms} ms`, first.summary);
    });
    afterAll(async () => {
      await first?.handle.drop();
    });

    it('writes at least 2,000 transactions of every type and status, within the 12 months before now', async () => {
      expect(first.summary.transactions).toBeGreaterThanOrEqual(2000);
      const rows = await db.selectFrom('transactions').select(['type', 'status', 'created_at', 'log_created_at', 'company_id']).execute();
      expect(rows.length).toBe(first.summary.transactions);
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(TYPES));
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(STATUSES));
      const yearAgo = new Date(NOW);
      yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
      for (const r of rows) {
        for (const at of [r.created_at, r.log_created_at]) {
          if (at === null) continue;
          expect(at >= yearAgo.toISOString() && at <= NOW.toISOString(), at).toBe(true);
        }
      }
      const acme = await db.selectFrom('companies').select('id').where('name', '=', 'Acme Trading GmbH').executeTakeFirstOrThrow();
      expect(rows.filter((r) => r.company_id === acme.id).length).toBeGreaterThanOrEqual(1400);
    });

    it('creates the demo users with their roles, companies and two-factor state', async () => {
      const users = await db
        .selectFrom('users')
        .leftJoin('companies', 'companies.id', 'users.company_id')
        .select(['users.email', 'users.role', 'users.totp_enabled', 'users.totp_secret_enc', 'users.is_demo', 'users.email_verified_at', 'users.first_name', 'users.last_name', 'users.compliance_required', 'users.password_hash', 'companies.name as company'])
        .execute();
      expect(users).toHaveLength(DEMO_USERS.length);
      expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
      for (const demo of DEMO_USERS) {
        const u = users.find((x) => x.email === demo.email);
        expect(u, demo.email).toBeDefined();
        if (!u) continue;
        expect(u.role).toBe(demo.role);
        expect(u.company ?? null).toBe(demo.company);
        expect(u.is_demo).toBe(1);
        expect(u.email_verified_at).not.toBeNull();
        expect(u.totp_enabled).toBe(demo.twoFactor ? 1 : 0);
        if (demo.twoFactor) expect(decryptSecret(APP_KEY, u.totp_secret_enc ?? '')).toBe(DEMO_TOTP_SECRET);
        else expect(u.totp_secret_enc).toBeNull();
      }
      const manager = users.find((u) => u.email === 'manager@kontor.test');
      expect([manager?.first_name, manager?.last_name]).toEqual(['Max', 'Mustermann']);
      expect(users.find((u) => u.email === 'pending@kontor.test')?.compliance_required).toBe(1);
      expect(await isSeeded(first.handle.db)).toBe(true);
    });

    it('keeps the ledger exact: balances, holds, balanced entries', async () => {
      const accounts = await db
        .selectFrom('bank_accounts as a')
        .leftJoin('postings as p', 'p.bank_account_id', 'a.id')
        .select(['a.id', 'a.owner_kind', 'a.currency', 'a.balance', 'a.reserved', sql<string | null>`cast(sum(p.amount) as text)`.as('posted')])
        .groupBy(['a.id', 'a.owner_kind', 'a.currency', 'a.balance', 'a.reserved'])
        .execute();
      const holds = await db
        .selectFrom('transactions')
        .select(['bank_account_id', sql<string>`cast(sum(amount + fee_amount) as text)`.as('held')])
        .where('status', 'in', ['pending', 'admin_action_require'])
        .groupBy('bank_account_id')
        .execute();
      const heldBy = new Map(holds.map((h) => [h.bank_account_id, minor(h.held)]));
      const perCurrency = new Map<string, bigint>();
      for (const a of accounts) {
        expect(minor(a.balance), `balance of account ${a.id}`).toBe(minor(a.posted));
        expect(minor(a.reserved), `reserved of account ${a.id}`).toBe(heldBy.get(a.id) ?? 0n);
        if (a.owner_kind === 'customer') expect(minor(a.balance) - minor(a.reserved) >= 0n, `available of account ${a.id}`).toBe(true);
        perCurrency.set(a.currency, (perCurrency.get(a.currency) ?? 0n) + minor(a.balance));
      }
      for (const [currency, total] of perCurrency) expect(total, currency).toBe(0n);
      expect([...heldBy.values()].some((v) => v > 0n)).toBe(true);

      const unbalanced = await db
        .selectFrom('postings')
        .select(['entry_id', 'currency'])
        .groupBy(['entry_id', 'currency'])
        .having(sql`sum(amount)`, '<>', 0)
        .execute();
      expect(unbalanced).toEqual([]);

      // One entry per approved transaction, none for the others.
      const entries = await db
        .selectFrom('transactions as t')
        .leftJoin('journal_entries as e', 'e.transaction_id', 't.id')
        .select(['t.id', 't.status', sql<string>`cast(count(e.id) as text)`.as('n')])
        .groupBy(['t.id', 't.status'])
        .execute();
      for (const e of entries) expect(Number(e.n), `entries of transaction ${e.id}`).toBe(e.status === 'approved' ? 1 : 0);

      // Running balances: the last posting of each account carries its balance.
      const postings = await db.selectFrom('postings').select(['bank_account_id', 'balance_after']).orderBy('id').execute();
      const last = new Map(postings.map((p) => [p.bank_account_id, minor(p.balance_after)]));
      for (const a of accounts) expect(last.get(a.id) ?? 0n).toBe(minor(a.balance));
    });

    it('uses valid IBANs, the settings and the reference data', async () => {
      const ibans = [
        ...(await db.selectFrom('bank_accounts').select('iban').where('iban', 'is not', null).execute()),
        ...(await db.selectFrom('transaction_agents').select('iban').where('iban', 'is not', null).execute()),
      ];
      expect(ibans.length).toBeGreaterThan(25);
      for (const { iban } of ibans) expect(isValidIban(iban ?? ''), iban ?? '').toBe(true);
      const settings = await db.selectFrom('settings').selectAll().execute();
      for (const [key, value] of Object.entries(DEMO_SETTINGS)) expect(JSON.parse(settings.find((s) => s.key === key)?.value ?? 'null')).toEqual(value);
      const platform = await db.selectFrom('bank_accounts').select(['platform_role', 'currency']).where('owner_kind', '=', 'platform').execute();
      expect(platform).toHaveLength(7 * 4);
      expect(await db.selectFrom('fee_plans').selectAll().execute()).not.toHaveLength(0);
      const labels = await db.selectFrom('white_labels').select(['company_id', 'name', 'theme']).execute();
      expect(labels.find((l) => l.company_id === null)).toMatchObject({ name: 'Kontor', theme: 'kontor' });
      expect(first.summary.beneficiaries).toBeGreaterThanOrEqual(40);
    });

    it('is deterministic: the same now gives the same transactions and balances', async () => {
      const a = await snapshot(first.handle.db);
      const b = earlier.snap;
      expect(b.txs.length).toBe(a.txs.length);
      expect(b.txs).toEqual(a.txs);
      expect(b.accounts).toEqual(a.accounts);
      expect(earlier.summary).toEqual(first.summary);
    });

    it('refuses to seed twice and leaves the id sequences usable', async () => {
      await expect(seedDemo(first.handle.db, { appKey: APP_KEY, now: NOW })).rejects.toThrow(/already holds data/);
      const row = await db
        .insertInto('journal_entries')
        .values({ transaction_id: null, kind: 'credit', description: 'sequence check', created_at: NOW.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(row.id).toBe(first.summary.journalEntries + 1);
    });
  });
}
