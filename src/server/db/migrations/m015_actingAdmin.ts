import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * What an admin does while acting as a customer is the customer's action and the admin's: the
 * activity log, the timeline and the transaction history keep the acting admin beside the user.
 * No foreign key: the id stays when the admin's account is deleted (the audit trail outlives it).
 */
export const m015ActingAdmin = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('activities').addColumn('acting_admin_id', 'integer').execute();
    await db.schema.alterTable('timeline_events').addColumn('acting_admin_id', 'integer').execute();
    await db.schema.alterTable('transaction_events').addColumn('acting_admin_id', 'integer').execute();
    // The admin activity log's filter by acting admin, newest first.
    await db.schema.createIndex('activities_acting_admin_idx').on('activities').columns(['acting_admin_id', 'created_at']).execute();
  },
});
