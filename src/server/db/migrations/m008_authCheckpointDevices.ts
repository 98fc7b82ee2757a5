import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * Auth checkpoints as sign-in devices: the browser identifier (x-browser-id) and when the device was
 * last seen signing in, and on every token the checkpoint its sign-in came through, so blocking a
 * checkpoint ends the sessions started from it.
 */
export const m008AuthCheckpointDevices = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('auth_checkpoints').addColumn('browser_id', 'text').execute();
    await db.schema.alterTable('auth_checkpoints').addColumn('last_seen_at', 'text').execute();
    await db.schema.alterTable('auth_tokens').addColumn('checkpoint_id', 'integer', (c) => c.references('auth_checkpoints.id').onDelete('set null')).execute();
    await db.schema.createIndex('auth_checkpoints_user_browser_idx').on('auth_checkpoints').columns(['user_id', 'browser_id']).execute();
    await db.schema.createIndex('auth_checkpoints_last_seen_idx').on('auth_checkpoints').column('last_seen_at').execute();
    await db.schema.createIndex('auth_tokens_checkpoint_idx').on('auth_tokens').column('checkpoint_id').execute();
  },
});
