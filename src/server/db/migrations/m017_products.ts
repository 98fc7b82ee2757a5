import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Products and their public purchase links (docs/products.md):
 * - products gains its public hash, the account credited, the crypto currencies offered and the image;
 * - product_payments: one row per payment address handed to a visitor (the invoice), credited once;
 * - sandbox_chain_transfers: the transfers of the built-in sandbox payment network (what a visitor's
 *   wallet sent), keyed by txid;
 * - sandbox_adapter_modes: what a sandbox adapter is told to do (ok, down, refusing), shared by every
 *   server instance.
 */
export const m017Products = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    const money = 'bigint' as const;
    await db.schema.alterTable('products').addColumn('hash', 'text').execute();
    await db.schema.alterTable('products').addColumn('to_account_id', 'integer', (c) => c.references('bank_accounts.id')).execute();
    await db.schema.alterTable('products').addColumn('crypto_currencies', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('products').addColumn('image_path', 'text').execute();
    await db.schema.createIndex('products_hash_uq').on('products').column('hash').unique().execute();
    await db.schema.createIndex('products_company_idx').on('products').columns(['company_id', 'id']).execute();

    await withTimestamps(
      withId(db.schema.createTable('product_payments'), engine)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('to_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
        .addColumn('address', 'text', (c) => c.notNull().unique())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('crypto_currency', 'text', (c) => c.notNull())
        .addColumn('crypto_amount', money, (c) => c.notNull())
        .addColumn('fiat_currency', 'text', (c) => c.notNull())
        .addColumn('fiat_amount', money, (c) => c.notNull())
        .addColumn('rate', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payer_name', 'text')
        .addColumn('payer_email', 'text')
        .addColumn('idempotency_key', 'text')
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('received_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('txid', 'text')
        .addColumn('transaction_id', 'integer', (c) => c.references('transactions.id'))
        .addColumn('forwarded_transaction_id', 'integer', (c) => c.references('transactions.id'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addUniqueConstraint('product_payments_key_uq', ['product_id', 'idempotency_key']),
    ).execute();
    await db.schema.createIndex('product_payments_product_idx').on('product_payments').columns(['product_id', 'id']).execute();

    await withId(db.schema.createTable('sandbox_chain_transfers'), engine)
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('txid', 'text', (c) => c.notNull().unique())
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sandbox_chain_transfers_address_idx').on('sandbox_chain_transfers').column('address').execute();

    await db.schema
      .createTable('sandbox_adapter_modes')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
});
