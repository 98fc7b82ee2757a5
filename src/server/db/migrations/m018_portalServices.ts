import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Remote portal services (issue 13, docs/portal-services.md).
 *
 * Kontor's side: `portal_links` (the company's, or one employee's, sign-up at a remote portal: the
 * remote id, the remote token sealed under the server key, the remote user), `portal_auto_transfers`
 * (rules: a remote account swept into an own account) and `portal_auto_transfer_runs` (one row per rule
 * and remote movement: a movement is swept once).
 *
 * The built-in sandbox provider's own state (what a remote portal would keep on its side):
 * `portal_sandbox_controls` (per service: ok | down | slow | refusing, shared by every server instance),
 * `portal_sandbox_customers`, `portal_sandbox_accounts`, `portal_sandbox_movements` (balance changes,
 * unique reference per service: a repeated credit or debit is applied once) and
 * `portal_sandbox_sessions` (one-time sign-in keys).
 */
export const m018PortalServices = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('portal_links'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull()) // company | employee
        // 0 for the company's link (a unique index treats NULLs as distinct), else the employee's user id.
        .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remote_id', 'text', (c) => c.notNull())
        .addColumn('token_enc', 'text', (c) => c.notNull())
        .addColumn('remote_user', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('portal_links_unique').on('portal_links').columns(['company_id', 'service', 'kind', 'user_id']).unique().execute();

    await withTimestamps(
      withId(db.schema.createTable('portal_auto_transfers'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('remote_account_id', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('deleted_at', 'text'),
    ).execute();
    await db.schema.createIndex('portal_auto_transfers_remote_idx').on('portal_auto_transfers').columns(['service', 'remote_account_id']).execute();
    await db.schema.createIndex('portal_auto_transfers_company_idx').on('portal_auto_transfers').column('company_id').execute();

    await withId(db.schema.createTable('portal_auto_transfer_runs'), engine)
      .addColumn('rule_id', 'integer', (c) => c.notNull().references('portal_auto_transfers.id'))
      .addColumn('movement_ref', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('portal_auto_transfer_runs_unique').on('portal_auto_transfer_runs').columns(['rule_id', 'movement_ref']).unique().execute();

    await db.schema
      .createTable('portal_sandbox_controls')
      .addColumn('service', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('delay_ms', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withTimestamps(
      withId(db.schema.createTable('portal_sandbox_customers'), engine)
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull()) // company | employee
        .addColumn('parent_id', 'integer', (c) => c.references('portal_sandbox_customers.id'))
        .addColumn('partner_ref', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('profile', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('portal_sandbox_customers_ref').on('portal_sandbox_customers').columns(['service', 'kind', 'partner_ref']).unique().execute();
    await db.schema.createIndex('portal_sandbox_customers_token').on('portal_sandbox_customers').column('token_hash').unique().execute();

    await withTimestamps(
      withId(db.schema.createTable('portal_sandbox_accounts'), engine)
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('portal_sandbox_customers.id'))
        .addColumn('account_ref', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('iban', 'text')
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema.createIndex('portal_sandbox_accounts_ref').on('portal_sandbox_accounts').columns(['service', 'account_ref']).unique().execute();

    await withId(db.schema.createTable('portal_sandbox_movements'), engine)
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('portal_sandbox_accounts.id'))
      .addColumn('kind', 'text', (c) => c.notNull()) // incoming | credit | debit
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('portal_sandbox_movements_ref').on('portal_sandbox_movements').columns(['service', 'reference']).unique().execute();

    await withId(db.schema.createTable('portal_sandbox_sessions'), engine)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('portal_sandbox_customers.id'))
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
