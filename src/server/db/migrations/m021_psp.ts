import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * The payment-service provider (PSP portal, docs/psp.md): Kontor's side of the link (one merchant per
 * company, the accounts it attached, the PSP payments it funded by a PSP deposit) and the state of the
 * built-in sandbox PSP (its merchants, accounts, payments and its failure mode). The sandbox tables are
 * the PSP's own records: a deployment with a real PSP leaves them empty.
 */
export const m021Psp = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('psp_links'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().unique().references('companies.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('merchant_id', 'text', (c) => c.notNull())
        .addColumn('website', 'text')
        .addColumn('token_hint', 'text', (c) => c.notNull())
        .addColumn('token_issued_at', 'text', (c) => c.notNull())
        .addColumn('signed_up_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
    ).execute();
    await db.schema.createIndex('psp_links_merchant_idx').on('psp_links').columns(['provider', 'merchant_id']).unique().execute();

    await withTimestamps(
      withId(db.schema.createTable('psp_accounts'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('external_id', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema.createIndex('psp_accounts_attach_idx').on('psp_accounts').columns(['company_id', 'bank_account_id', 'account_type']).unique().execute();
    await db.schema.createIndex('psp_accounts_account_idx').on('psp_accounts').column('bank_account_id').execute();

    // One row per PSP payment a company funded; a new deposit after a denied/rejected one takes the row over.
    await withTimestamps(
      withId(db.schema.createTable('psp_deposits'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('payment_id', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id')),
    ).execute();
    await db.schema.createIndex('psp_deposits_payment_idx').on('psp_deposits').columns(['company_id', 'payment_id']).unique().execute();

    // The sandbox PSP: one state row (id 1) shared by every server instance.
    await db.schema
      .createTable('psp_sandbox_state')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('delay_ms', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reason', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await withTimestamps(
      withId(db.schema.createTable('psp_sandbox_merchants'), engine)
        .addColumn('merchant_id', 'text', (c) => c.notNull().unique())
        .addColumn('partner_reference', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('website', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('token_version', 'integer', (c) => c.notNull()),
    ).execute();
    await withTimestamps(
      withId(db.schema.createTable('psp_sandbox_accounts'), engine)
        .addColumn('merchant_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull().unique())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('iban', 'text')
        .addColumn('holder', 'text', (c) => c.notNull()),
    ).execute();
    await withTimestamps(
      withId(db.schema.createTable('psp_sandbox_payments'), engine)
        .addColumn('merchant_id', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('psp_sandbox_payments_merchant_idx').on('psp_sandbox_payments').columns(['merchant_id', 'id']).execute();
  },
});
