import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Ledger proofs (issue 4): idempotency keys of money-moving calls. One row per (user, key): the hash
 * of the request it was first used for, the transaction it created (linked in the same database
 * transaction as the money, so a crash between commit and storing the answer can never lead to a
 * second movement), and the stored answer that retries receive.
 */
export const m004Idempotency = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('idempotency_keys'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.references('transactions.id'))
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('idempotency_keys_user_key_idx').on('idempotency_keys').columns(['user_id', 'key']).unique().execute();
    await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
  },
});
