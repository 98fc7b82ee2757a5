import type { DbEngine } from '../engine';
import { type MigrationDb, withId } from './helpers';

/** Alternative sign-ins and the KYC provider (docs/sign-ins-and-kyc.md): single-use keys, sandbox modes, verifications. */
export const m019SignInKeys = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('single_use_keys'), engine)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('single_use_keys_expiry_idx').on('single_use_keys').columns(['kind', 'expires_at']).execute();

    await db.schema
      .createTable('integration_sandboxes')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('kyc_verifications'), engine)
      .addColumn('compliance_tracking_id', 'integer', (c) => c.notNull().references('compliance_trackings.id').onDelete('cascade'))
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('session_hash', 'text', (c) => c.notNull().unique())
      .addColumn('session_expires_at', 'text', (c) => c.notNull())
      .addColumn('started_by', 'integer', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('kyc_verifications_tracking_idx').on('kyc_verifications').columns(['compliance_tracking_id', 'step']).execute();
  },
});
