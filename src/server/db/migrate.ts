import { type Migration, Migrator, sql } from 'kysely';
import type { Db } from './connection';
import { m001Core } from './migrations/m001_core';
import { m002Domain } from './migrations/m002_domain';
import { m003Ledger } from './migrations/m003_ledger';
import { m004Idempotency } from './migrations/m004_idempotency';
import { m005TransactionListIndexes } from './migrations/m005_transactionListIndexes';
import { m006ImportRows } from './migrations/m006_importRows';
import { m007TicketTransactions } from './migrations/m007_ticketTransactions';
import { m008AuthCheckpointDevices } from './migrations/m008_authCheckpointDevices';
import { m009CompanyOnboarding } from './migrations/m009_companyOnboarding';
import { m010ActivityIndexes } from './migrations/m010_activityIndexes';
import { m011ComplianceFiles } from './migrations/m011_complianceFiles';
import { m012WhiteLabelDocumentSettings } from './migrations/m012_whiteLabelDocumentSettings';
import { m013ActAsParentSession } from './migrations/m013_actAsParentSession';
import { m014AuthThrottles } from './migrations/m014_authThrottles';
import { m015ActingAdmin } from './migrations/m015_actingAdmin';
import { m016WhiteLabelUploads } from './migrations/m016_whiteLabelUploads';
import { m017Products } from './migrations/m017_products';
import { m018PortalServices } from './migrations/m018_portalServices';
import { m019SignInKeys } from './migrations/m019_signInKeys';
import { m021Psp } from './migrations/m021_psp';
import { m022AgentBlacklist } from './migrations/m022_agentBlacklist';
import { m023Cluster } from './migrations/m023_cluster';
import { m024DeviceSignIns } from './migrations/m024_deviceSignIns';
import { m025AppKeyCheck } from './migrations/m025_appKeyCheck';
import { m026LedgerCoveringIndexes } from './migrations/m026_ledgerCoveringIndexes';
import { m027TransactionBalanceAfter } from './migrations/m027_transactionBalanceAfter';
import { m028SettingsVersion } from './migrations/m028_settingsVersion';
import { m029OutsideParties } from './migrations/m029_outsideParties';
import { m030ExchangeQuotes } from './migrations/m030_exchangeQuotes';
import { m031Approvals } from './migrations/m031_approvals';
import { m033Connect } from './migrations/m033_connect';
import { m034SecondFactors } from './migrations/m034_secondFactors';
import { m037Schedules } from './migrations/m037_schedules';
import { m038PaymentTemplates } from './migrations/m038_paymentTemplates';
import { m039StatementSchedules } from './migrations/m039_statementSchedules';
import type { MigrationDb } from './migrations/helpers';

/** Every migration in order. A new migration is appended here, never edited once landed. */
const migrationsFor = (engine: Db['engine']): Record<string, Migration> => ({
  '001_core': m001Core(engine) as Migration,
  '002_domain': m002Domain(engine) as Migration,
  '003_ledger': m003Ledger(engine) as Migration,
  '004_idempotency': m004Idempotency(engine) as Migration,
  '005_transaction_list_indexes': m005TransactionListIndexes(engine) as Migration,
  '006_import_rows': m006ImportRows(engine) as Migration,
  '007_ticket_transactions': m007TicketTransactions(engine) as Migration,
  '008_auth_checkpoint_devices': m008AuthCheckpointDevices(engine) as Migration,
  '009_company_onboarding': m009CompanyOnboarding(engine) as Migration,
  '010_activity_indexes': m010ActivityIndexes(engine) as Migration,
  '011_compliance_files': m011ComplianceFiles(engine) as Migration,
  '012_white_label_document_settings': m012WhiteLabelDocumentSettings(engine) as Migration,
  '013_act_as_parent_session': m013ActAsParentSession(engine) as Migration,
  '014_auth_throttles': m014AuthThrottles(engine) as Migration,
  '015_acting_admin': m015ActingAdmin(engine) as Migration,
  '016_white_label_uploads': m016WhiteLabelUploads(engine) as Migration,
  '017_products': m017Products(engine) as Migration,
  '018_portal_services': m018PortalServices(engine) as Migration,
  '019_sign_in_keys': m019SignInKeys(engine) as Migration,
  '021_psp': m021Psp(engine) as Migration,
  '022_agent_blacklist': m022AgentBlacklist() as Migration,
  '023_cluster': m023Cluster(engine) as Migration,
  '024_device_sign_ins': m024DeviceSignIns(engine) as Migration,
  '025_app_key_check': m025AppKeyCheck() as Migration,
  '026_ledger_covering_indexes': m026LedgerCoveringIndexes() as Migration,
  '027_transaction_balance_after': m027TransactionBalanceAfter(engine) as Migration,
  '028_settings_version': m028SettingsVersion(engine) as Migration,
  '029_outside_parties': m029OutsideParties() as Migration,
  '030_exchange_quotes': m030ExchangeQuotes() as Migration,
  '031_approvals': m031Approvals(engine) as Migration,
  '033_connect': m033Connect(engine) as Migration,
  '034_second_factors': m034SecondFactors(engine) as Migration,
  '037_schedules': m037Schedules(engine) as Migration,
  '038_payment_templates': m038PaymentTemplates(engine) as Migration,
  '039_statement_schedules': m039StatementSchedules(engine) as Migration,
});

export const migrateToLatest = async ({ db, engine }: Db): Promise<void> => {
  // On PostgreSQL the bookkeeping tables live in the current schema (Kysely otherwise looks in every schema).
  const schema = await migrationSchema({ db, engine });
  const migrator = new Migrator({
    db: db as unknown as MigrationDb,
    provider: { getMigrations: async () => migrationsFor(engine) },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};

const migrationSchema = async ({ db, engine }: Pick<Db, 'db' | 'engine'>): Promise<string | undefined> =>
  engine === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;

/** The names of the migrations this code knows and the database has not applied yet (all of them on an empty database). */
export const pendingMigrations = async ({ db, engine }: Pick<Db, 'db' | 'engine'>): Promise<string[]> => {
  const known = Object.keys(migrationsFor(engine));
  const schema = await migrationSchema({ db, engine });
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration' && (schema === undefined || t.schema === schema))) return known;
  const applied = await sql<{ name: string }>`select name from ${sql.table(schema ? `${schema}.kysely_migration` : 'kysely_migration')}`.execute(db);
  const done = new Set(applied.rows.map((r) => r.name));
  return known.filter((name) => !done.has(name));
};

/** The session-level advisory lock key of the start-up work (migrations, then the demo seed): 'KONTORMG' as a number. */
export const STARTUP_LOCK_KEY = 0x4b4f4e544f524d47n;

/**
 * Runs `fn` (migrations and seeding) while holding the start-up lock: on PostgreSQL a session-level
 * advisory lock on one pooled connection, so of several instances starting together one migrates and
 * seeds and the others wait, then find nothing left to do. `onWait` is called once when the lock is
 * held by someone else. SQLite has one writer and one process: `fn` runs as is.
 */
export const withStartupLock = async <T>(handle: Pick<Db, 'db' | 'engine'>, fn: () => Promise<T>, onWait?: () => void): Promise<T> => {
  if (handle.engine !== 'postgres') return fn();
  return handle.db.connection().execute(async (conn) => {
    const key = sql.lit(STARTUP_LOCK_KEY.toString());
    const got = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}::bigint) as ok`.execute(conn);
    if (got.rows[0]?.ok !== true) {
      onWait?.();
      await sql`select pg_advisory_lock(${key}::bigint)`.execute(conn);
    }
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(conn);
    }
  });
};
