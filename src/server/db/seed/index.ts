import type { Db } from '../connection';
import { num } from '../values';
import { hashPassword } from '../../auth/passwords';
import { buildAccounts } from './accounts';
import { IdAllocator, insertRows, syncSequences } from './batch';
import { buildBeneficiaries } from './beneficiaries';
import { DAY, SeedClock } from './clock';
import { buildCompanies, buildUsers } from './companies';
import { type CompanyKey, DEMO_PASSWORD } from './constants';
import { demoFeePlans } from './fees';
import { importRows } from './imports';
import { Ledger } from './ledger';
import { planEvents } from './planner';
import { DEMO_SEED, Rng } from './prng';
import { feePlanRows, settingRows, whiteLabelRows } from './settings';
import { seedTickets } from './tickets';
import { seedCompliance } from './compliance';
import { TransactionBuilder } from './transactions';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, type DemoUser } from './constants';
export { DEMO_SETTINGS } from './settings';

export type SeedSummary = {
  companies: number;
  users: number;
  accounts: number;
  transactions: number;
  beneficiaries: number;
  journalEntries: number;
  postings: number;
};

/** True when the demo data (or any company) is already there: the seed never runs twice. */
export const isSeeded = async ({ db }: Db): Promise<boolean> => {
  const demo = await db.selectFrom('users').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst();
  if (demo) return true;
  const company = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return company !== undefined;
};

const MANAGERS: Record<CompanyKey, string> = {
  acme: 'manager@kontor.test',
  nordlicht: 'nordlicht@kontor.test',
  brightwave: 'brightwave@kontor.test',
  jane: 'individual@kontor.test',
  pending: 'pending@kontor.test',
};

/**
 * Writes the demo data set in one database transaction. Deterministic: the same `now` gives the same
 * companies, accounts, transactions, amounts, dates and balances (only password hashes and encrypted
 * secrets differ). The ledger is replayed in memory in time order and written in batches.
 */
export const seedDemo = async (handle: Db, options: { appKey: Buffer; now?: Date }): Promise<SeedSummary> => {
  if (await isSeeded(handle)) throw new Error('The database already holds data: the demo seed only runs on an empty database');
  const clock = new SeedClock(options.now ?? new Date());
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return handle.db.transaction().execute(async (trx) => {
    const ids = await IdAllocator.load(trx);
    const rng = new Rng(DEMO_SEED);
    const setupAt = clock.before(400 * DAY);

    const { rows: companyRows, companyIds } = buildCompanies(ids, setupAt);
    const { rows: userRows, userIds } = buildUsers(ids, companyIds, { passwordHash, appKey: options.appKey, createdAt: setupAt });
    const { rows: accountRows, accounts } = buildAccounts(ids, companyIds, rng, setupAt);
    const { rows: agentRows, agents } = buildBeneficiaries(ids, companyIds, rng, (daysAgo) => clock.before(daysAgo * DAY));
    const plans = demoFeePlans(companyIds.acme);

    const funded = accounts.flatMap((a) => (a.kind === 'customer' && a.company && a.company !== 'pending' ? [{ id: a.id, company: a.company }] : []));
    const { events, imports } = planEvents(rng, funded);
    const importIds = [...imports.map(() => ids.next('imports')), ids.next('imports')];

    const ledger = new Ledger(accounts, ids);
    const managerOf: Partial<Record<CompanyKey, number>> = {};
    for (const [company, email] of Object.entries(MANAGERS)) managerOf[company as CompanyKey] = userIds[email];
    const adminId = userIds['admin@kontor.test'] ?? 0;
    const builder = new TransactionBuilder(rng, clock, ids, ledger, accounts, agents, plans, companyIds, { managerOf, adminId }, importIds);
    builder.run(events);

    for (const row of accountRows) {
      if (row.id === undefined) continue;
      row.balance = ledger.balance(row.id);
      row.reserved = ledger.reserved(row.id);
    }
    const acmeEur = accounts.find((a) => a.company === 'acme' && a.currency === 'EUR');
    const importTable = importRows(importIds, imports, builder.imports, { clock, companyId: companyIds.acme, userId: managerOf.acme ?? null, accountId: acmeEur?.id ?? 0 });

    await insertRows(trx, 'companies', companyRows);
    await insertRows(trx, 'users', userRows);
    await insertRows(trx, 'bank_accounts', accountRows);
    await insertRows(trx, 'transaction_agents', agentRows);
    await insertRows(trx, 'fee_plans', feePlanRows(ids, plans, setupAt));
    await insertRows(trx, 'white_labels', whiteLabelRows(ids, companyIds.acme, setupAt));
    await insertRows(trx, 'imports', importTable);
    await insertRows(trx, 'transactions', builder.rows);
    await insertRows(trx, 'journal_entries', ledger.entries);
    await insertRows(trx, 'postings', ledger.postings);
    const settings = settingRows(setupAt);
    for (const s of settings) await trx.insertInto('settings').values(s).onConflict((oc) => oc.column('key').doNothing()).execute();
    await syncSequences(trx, handle.engine);
    const acmeManager = managerOf.acme;
    // Issue 40: Acme's payments worth 250,000 EUR or more wait for another manager's approval (approver@kontor.test).
    await trx.insertInto('approval_rules').values({ company_id: companyIds.acme, currency: null, threshold: '250000.00', approvals_required: 1, import_basis: 'total', created_by: acmeManager ?? null, created_at: setupAt, updated_at: setupAt }).execute();
    // Issue 40: a paused standing order of Acme (EUR to its USD account, monthly on the last day): paused, it runs only once a manager resumes it.
    const rentFrom = accounts.find((a) => a.company === 'acme' && a.kind === 'customer' && a.currency === 'EUR');
    const rentTo = accounts.find((a) => a.company === 'acme' && a.kind === 'customer' && a.currency === 'USD');
    if (acmeManager !== undefined && rentFrom && rentTo) {
      const firstOfNextMonth = new Date(Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth() + 1, 1));
      const lastDay = new Date(firstOfNextMonth.getTime() + 27 * DAY);
      const due = new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
      await trx.insertInto('standing_orders').values({
        company_id: companyIds.acme, created_by: acmeManager, kind: 'transfer', payment: JSON.stringify({ bank_account_id: rentFrom.id, to_account_id: rentTo.id, amount: '1200.00', customer_ref_message: 'US office' }),
        rhythm: 'monthly', start_date: due, day_of_month: 0, end_date: null, max_runs: null, sepa: 0, bank_account_id: rentFrom.id, amount: '1200.00', currency: 'EUR',
        beneficiary: rentTo.name, status: 'paused', revision: 1, next_due_date: due, runs_made: 0, failures: 0, created_at: setupAt, updated_at: setupAt,
      }).execute();
    }
    if (acmeManager !== undefined) await seedTickets(trx, clock, { companyId: companyIds.acme, managerId: acmeManager, adminId });
    const pendingUser = managerOf.pending;
    if (pendingUser !== undefined) await seedCompliance(trx, clock, { pendingCompanyId: companyIds.pending, pendingUserId: pendingUser, acmeCompanyId: companyIds.acme });

    return {
      companies: companyRows.length,
      users: userRows.length,
      accounts: accountRows.length,
      transactions: builder.rows.length,
      beneficiaries: agentRows.length,
      journalEntries: ledger.entries.length,
      postings: ledger.postings.length,
    };
  });
};

/** Counts used by the CLI to report an existing seed. */
export const countRows = async ({ db }: Db): Promise<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const table of ['companies', 'users', 'bank_accounts', 'transactions', 'transaction_agents'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    out[table] = num(row?.n as string | number | bigint | undefined);
  }
  return out;
};
