import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Issue 41: scheduled statements (modules/statementSchedules). A `statement_schedules` row asks for an
 * account's statement each day or month; each produced period is one `scheduled_statements` row, unique
 * per schedule and period start: whatever the number of instances and workers, a period is produced once.
 */
export const m039StatementSchedules = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('statement_schedules'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('bank_account_id', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('next_period_start', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text'),
    ).execute();
    await db.schema.createIndex('statement_schedules_company_idx').on('statement_schedules').columns(['company_id', 'id']).execute();

    await withId(db.schema.createTable('scheduled_statements'), engine)
      .addColumn('schedule_id', 'integer', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('bank_account_id', 'integer', (c) => c.notNull())
      .addColumn('date_from', 'text', (c) => c.notNull())
      .addColumn('date_to', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('file_key', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('opening', 'text', (c) => c.notNull())
      .addColumn('closing', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('scheduled_statements_period_idx').on('scheduled_statements').columns(['schedule_id', 'date_from']).unique().execute();
    await db.schema.createIndex('scheduled_statements_company_idx').on('scheduled_statements').columns(['company_id', 'id']).execute();
  },
});
