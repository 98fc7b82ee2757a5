import { sql } from 'kysely';
import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * Sign-in throttling without account lock-out, and request limits (docs/security-limits.md):
 * login_throttles rows now name the account they count for (so an admin reset clears every row of
 * it), when they last failed and when the user was last told by e-mail; rate_limits holds fixed-window
 * counters (forgot-password, /broadcasting/auth); auth checkpoints count failed sign-ins per device.
 */
export const m014AuthThrottles = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    // The old rows locked accounts outright: the new rules start from nothing.
    await sql`delete from login_throttles`.execute(db);
    await db.schema.alterTable('login_throttles').addColumn('account', 'text').execute();
    await db.schema.alterTable('login_throttles').addColumn('last_failure_at', 'text').execute();
    await db.schema.alterTable('login_throttles').addColumn('notified_at', 'text').execute();
    await db.schema.createIndex('login_throttles_account_idx').on('login_throttles').column('account').execute();
    await db.schema.createIndex('login_throttles_first_failure_idx').on('login_throttles').column('first_failure_at').execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_started_at').execute();

    await db.schema.alterTable('auth_checkpoints').addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('auth_checkpoints').addColumn('last_failed_at', 'text').execute();
  },
});
