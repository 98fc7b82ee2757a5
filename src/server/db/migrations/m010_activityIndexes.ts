import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * The admin activity log spans every company: its newest-first list, the user filter and the
 * activities-by-type chart (a date range grouped by type) each walk an index instead of the table.
 * The company's own log already has (company_id, created_at) from migration 001.
 */
export const m010ActivityIndexes = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.createIndex('activities_created_idx').on('activities').columns(['created_at']).execute();
    await db.schema.createIndex('activities_user_idx').on('activities').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('activities_type_idx').on('activities').columns(['type', 'created_at']).execute();
  },
});
