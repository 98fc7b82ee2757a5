import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * An act-as sign-in (an admin acting as a customer) belongs to the admin's own sign-in: its tokens
 * name the admin's token family, so whatever ends that family ends the act-as session with it.
 */
export const m013ActAsParentSession = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('auth_tokens').addColumn('parent_family_id', 'text').execute();
    await db.schema.createIndex('auth_tokens_parent_family_idx').on('auth_tokens').column('parent_family_id').execute();
    await db.schema.createIndex('auth_tokens_impersonator_idx').on('auth_tokens').column('impersonator_user_id').execute();
  },
});
