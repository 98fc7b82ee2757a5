// Bulk seed of the ledger benchmark: companies, accounts and N approved transactions with their
// balanced journal entries and postings, written straight through better-sqlite3 in large batches.
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { hashPassword } from '../../src/server/auth/passwords';
import { type Db, openDb } from '../../src/server/db/connection';
import { migrateToLatest } from '../../src/server/db/migrate';
import { ensurePlatformAccounts } from '../../src/server/ledger/platformAccounts';

export const BENCH_PASSWORD = 'Bench-Passw0rd!';
export const BENCH_MANAGER = 'bench-manager@kontor.test';
const COMPANIES = 20;
const ACCOUNTS_PER_COMPANY = 10;
const BATCH = 50_000;

export type SeedResult = { companyId: number; accounts: number[]; hotAccount: number; transactions: number };

/** A small PRNG (mulberry32): the seed is the same on every run. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** Companies, an individual manager (no two-factor) and the accounts, through Kysely. */
const seedParties = async (db: Db, now: string) => {
  const hash = await hashPassword(BENCH_PASSWORD);
  const companies: { id: number; accounts: number[] }[] = [];
  for (let c = 0; c < COMPANIES; c++) {
    const co = await db.db
      .insertInto('companies')
      .values({
        name: `Bench ${c + 1}`, legal_type: 'individual', enabled: 1, features: '{"create_accounts":true}', psp_portal_attached: 0, white_label_enabled: 0, company_types: '["REGULAR"]',
        affiliate_owner_company_id: null, affiliation_code: null, white_label_owner_company_id: null, payment_service_status: 'ACTIVE', portal_services: '{}', country: 'DE', created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts: number[] = [];
    for (let a = 0; a < ACCOUNTS_PER_COMPANY; a++) {
      const row = await db.db
        .insertInto('bank_accounts')
        .values({
          company_id: co.id, owner_kind: 'customer', platform_role: null, currency: 'EUR', currency_type: 'fiat', sub_unit: 2, name: `EUR ${a + 1}`, iban: null, account_number: null, sort_code: null,
          bic: null, payment_service: null, selected: a === 0 ? 1 : 0, disabled_protocols: '[]', portal_service_active: 0, balance: '0', reserved: '0', created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      accounts.push(row.id);
    }
    companies.push({ id: co.id, accounts });
  }
  await db.db
    .insertInto('users')
    .values({
      email: BENCH_MANAGER, first_name: 'Bench', last_name: 'Manager', phone: null, password_hash: hash, role: 'manager', company_id: companies[0]?.id ?? null, enabled: 1, email_verified_at: now,
      avatar_path: null, totp_secret_enc: null, totp_pending_enc: null, totp_enabled: 0, otp_failures: 0, otp_locked_until: null, otp_last_step: 0, compliance_required: 0, compliance_preparing: 0,
      user_lead_id: null, livechat_token: null, is_demo: 0, created_at: now, updated_at: now,
    })
    .execute();
  return { companies, platform: await ensurePlatformAccounts(db.db, 'EUR', new Date(now)) };
};

/** Where the generated ledger rows go (SQLite prepared statements, or PostgreSQL bulk inserts). */
type LedgerSink = {
  tx: (id: number, companyId: number, type: 'deposit' | 'transfer', from: number, to: number | null, amount: number, fee: number, remitter: string, ref: string, at: string) => void;
  entry: (id: number, kind: string, at: string) => void;
  posting: (entry: number, account: number, amount: number, after: number, at: string) => void;
};

type Parties = Awaited<ReturnType<typeof seedParties>>;

/**
 * Generates `count` transactions over the last year, in id and time order: a tenth are deposits
 * (settlement → account), the rest transfers between two accounts of one company with a 0.1 % fee
 * (min 1.00). Every transaction has its balanced entry and postings, running balances included; the
 * answer is each account's final balance, so the integrity check passes on the seeded ledger.
 * `batch(from, to, write)` lets the sink wrap each slice of ids (a transaction, a flush).
 */
const generateLedger = async (
  count: number, { companies, platform }: Parties, now: Date, sink: LedgerSink, batch: (from: number, to: number, write: () => void) => void | Promise<void>,
): Promise<Map<number, number>> => {
  const balance = new Map<number, number>();
  const post = (entry: number, account: number, amount: number, at: string) => {
    const after = (balance.get(account) ?? 0) + amount;
    balance.set(account, after);
    sink.posting(entry, account, amount, after, at);
  };
  const rand = prng(20_260_101);
  const start = now.getTime() - 365 * 86_400_000;
  const step = (365 * 86_400_000) / count;
  const write = (from: number, to: number) => {
    for (let id = from; id < to; id++) {
      const at = new Date(start + (id - 1) * step).toISOString();
      const company = companies[Math.floor(rand() * companies.length)];
      if (!company) throw new Error('no company');
      const pick = () => company.accounts[Math.floor(rand() * company.accounts.length)] ?? company.accounts[0] ?? 0;
      const src = pick();
      let dst = pick();
      if (dst === src) dst = company.accounts[(company.accounts.indexOf(src) + 1) % company.accounts.length] ?? dst;
      const available = balance.get(src) ?? 0;
      const ref = `KTR-${at.slice(0, 4)}-${String(id).padStart(7, '0')}`;
      const amount = 100 + Math.floor(rand() * Math.min(available * 0.3, 50_000));
      const fee = Math.max(100, Math.round(amount / 1000));
      if (id % 10 === 1 || amount + fee > available) {
        const deposit = 100_000 + Math.floor(rand() * 900_000);
        sink.tx(id, company.id, 'deposit', src, null, deposit, 0, 'Bank transfer', ref, at);
        sink.entry(id, 'deposit', at);
        post(id, platform.settlement, -deposit, at);
        post(id, src, deposit, at);
      } else {
        sink.tx(id, company.id, 'transfer', src, dst, amount, fee, 'Bench', ref, at);
        sink.entry(id, 'transfer', at);
        post(id, src, -(amount + fee), at);
        post(id, dst, amount, at);
        post(id, platform.fees, fee, at);
      }
    }
  };
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count + 1, from + BATCH);
    await batch(from, to, () => write(from, to));
  }
  return balance;
};

const seeded = (parties: Parties, transactions: number): SeedResult => {
  const first = parties.companies[0];
  if (!first) throw new Error('no company');
  return { companyId: first.id, accounts: first.accounts, hotAccount: first.accounts[0] ?? 0, transactions };
};

/** The ledger of `count` transactions in a SQLite file, through better-sqlite3 in large batches. */
export const seedLedger = async (file: string, count: number, now: Date): Promise<SeedResult> => {
  const db = openDb({ sqliteFile: file });
  await migrateToLatest(db);
  const parties = await seedParties(db, now.toISOString());
  await db.close();

  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -262144');
  const insTx = raw.prepare(`insert into transactions (id, company_id, user_id, type, status, bank_account_id, to_account_id, currency, amount, fee_amount, transmission_protocol,
    remitter_name, beneficiary_name, source_reference, details, bypass_duplicate_check, log_created_at, created_at, updated_at)
    values (?, ?, null, ?, 'approved', ?, ?, 'EUR', ?, ?, 'INTERNAL', ?, 'Bench', ?, '{}', 0, ?, ?, ?)`);
  const insEntry = raw.prepare('insert into journal_entries (id, transaction_id, kind, description, created_at) values (?, ?, ?, ?, ?)');
  const insPosting = raw.prepare("insert into postings (entry_id, bank_account_id, currency, amount, balance_after, created_at) values (?, ?, 'EUR', ?, ?, ?)");
  const sink: LedgerSink = {
    tx: (id, companyId, type, from, to, amount, fee, remitter, ref, at) => void insTx.run(id, companyId, type, from, to, amount, fee, remitter, ref, at, at, at),
    entry: (id, kind, at) => void insEntry.run(id, id, kind, `${kind} ${id}`, at),
    posting: (entry, account, amount, after, at) => void insPosting.run(entry, account, amount, after, at),
  };
  const balance = await generateLedger(count, parties, now, sink, (_from, _to, write) => raw.transaction(write)());
  const setBalance = raw.prepare('update bank_accounts set balance = ? where id = ?');
  raw.transaction(() => {
    for (const [id, b] of balance) setBalance.run(b, id);
  })();
  const n = (raw.prepare('select count(*) as n from transactions').get() as { n: number }).n;
  raw.close();
  return seeded(parties, n);
};

/**
 * The same ledger in a PostgreSQL database (created afresh at `databaseUrl`), written with one
 * `insert … select from unnest(…)` per table and batch; the id sequences are moved past the seeded ids.
 */
export const seedLedgerPg = async (databaseUrl: string, count: number, now: Date): Promise<SeedResult> => {
  const db = openDb({ databaseUrl });
  try {
    await migrateToLatest(db);
    const parties = await seedParties(db, now.toISOString());
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const cols = { tx: [[], [], [], [], [], [], [], [], [], []] as unknown[][], entry: [[], [], []] as unknown[][], posting: [[], [], [], [], []] as unknown[][] };
      const push = (target: unknown[][], values: unknown[]) => values.forEach((v, i) => target[i]?.push(v));
      const sink: LedgerSink = {
        tx: (...values) => push(cols.tx, values),
        entry: (...values) => push(cols.entry, values),
        posting: (...values) => push(cols.posting, values),
      };
      const flush = async () => {
        const [tx, entry, posting] = [cols.tx.map((c) => c.splice(0)), cols.entry.map((c) => c.splice(0)), cols.posting.map((c) => c.splice(0))];
        {
          await pool.query(
            `insert into transactions (id, company_id, user_id, type, status, bank_account_id, to_account_id, currency, amount, fee_amount, transmission_protocol,
              remitter_name, beneficiary_name, source_reference, details, bypass_duplicate_check, log_created_at, created_at, updated_at)
             select id, company_id, null, type, 'approved', src, dst, 'EUR', amount, fee, 'INTERNAL', remitter, 'Bench', ref, '{}', 0, at, at, at
             from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::bigint[], $7::bigint[], $8::text[], $9::text[], $10::text[])
               as t(id, company_id, type, src, dst, amount, fee, remitter, ref, at)`,
            tx,
          );
          await pool.query(
            `insert into journal_entries (id, transaction_id, kind, description, created_at)
             select id, id, kind, kind || ' ' || id, at from unnest($1::int[], $2::text[], $3::text[]) as e(id, kind, at)`,
            entry,
          );
          await pool.query(
            `insert into postings (entry_id, bank_account_id, currency, amount, balance_after, created_at)
             select entry_id, account, 'EUR', amount, after, at from unnest($1::int[], $2::int[], $3::bigint[], $4::bigint[], $5::text[]) as p(entry_id, account, amount, after, at)`,
            posting,
          );
        }
      };
      const balance = await generateLedger(count, parties, now, sink, async (_from, _to, write) => {
        write();
        await flush();
      });
      for (const [id, b] of balance) await pool.query('update bank_accounts set balance = $1 where id = $2', [b, id]);
      for (const table of ['transactions', 'journal_entries', 'postings']) await pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
      // The trigger of migration 027 has updated every seeded transaction once: vacuum as autovacuum would
      // have by the time a database that grew to this size is used (visibility map, dead row versions).
      await pool.query('vacuum analyze');
      const n = Number((await pool.query<{ n: string }>('select count(*) as n from transactions')).rows[0]?.n ?? 0);
      return seeded(parties, n);
    } finally {
      await pool.end();
    }
  } finally {
    await db.close();
  }
};
