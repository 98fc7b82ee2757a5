import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Issue 41: a company's own systems. API keys (stored as a SHA-256 hash, with scopes), the payments
 * keys ask for (waiting for a person's one-time code), webhook endpoints (their signing secret sealed
 * with the server key), the events they are told of, and one delivery per event and endpoint.
 */
export const m033Connect = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(withId(db.schema.createTable('api_keys'), engine)
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      /** The key's first characters, shown in lists (kk_ and 8 more). */
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      /** JSON array of scopes. */
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_by', 'integer'))
      .execute();
    await db.schema.createIndex('api_keys_company_idx').on('api_keys').column('company_id').execute();

    await withTimestamps(withId(db.schema.createTable('api_payment_requests'), engine)
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('api_key_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      /** The request body as the key sent it (JSON). */
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('bank_account_id', 'integer', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('fee', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('beneficiary', 'text', (c) => c.notNull())
      /** awaiting_confirmation | confirmed | rejected */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer')
      .addColumn('decided_by', 'integer')
      .addColumn('decided_at', 'text'))
      .execute();
    await db.schema.createIndex('api_payment_requests_company_idx').on('api_payment_requests').columns(['company_id', 'status']).execute();

    await withTimestamps(withId(db.schema.createTable('webhook_endpoints'), engine)
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      /** JSON array of event types. */
      .addColumn('events', 'text', (c) => c.notNull())
      /** The signing secret, sealed with the server key (auth/secrets.ts encryptSecret). */
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('deleted_at', 'text'))
      .execute();
    await db.schema.createIndex('webhook_endpoints_company_idx').on('webhook_endpoints').column('company_id').execute();

    await withId(db.schema.createTable('webhook_events'), engine)
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      /** The event as delivered (JSON, without the envelope's delivery fields). */
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withTimestamps(withId(db.schema.createTable('webhook_deliveries'), engine)
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('endpoint_id', 'integer', (c) => c.notNull())
      .addColumn('event_id', 'integer', (c) => c.notNull())
      /** pending | delivered | failed (24 hours of retries without a 2xx) */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('last_attempt_at', 'text')
      .addColumn('next_attempt_at', 'text')
      .addColumn('delivered_at', 'text'))
      .execute();
    await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();
    await db.schema.createIndex('webhook_deliveries_event_endpoint_uq').on('webhook_deliveries').columns(['event_id', 'endpoint_id']).unique().execute();
  },
});
