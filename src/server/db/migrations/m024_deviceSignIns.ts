import type { DbEngine } from '../engine';
import { type MigrationDb, withId } from './helpers';

/**
 * Sign-in approved from another device (issue 18, docs/decisions.md "Sign in with your phone"): the
 * waiting browser's request, the user who approved or refused it, and the hashed single-use code the
 * approval announced. Shared by every server instance, so any of them can redeem it.
 */
export const m024DeviceSignIns = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('device_sign_ins'), engine)
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('identifier', 'text', (c) => c.notNull().unique())
      .addColumn('browser_id', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('otp_hash', 'text')
      .addColumn('otp_expires_at', 'text')
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('redeemed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('device_sign_ins_expiry_idx').on('device_sign_ins').column('expires_at').execute();
  },
});
