import type { DbEngine } from '../engine';
import { type MigrationDb, withId } from './helpers';

/**
 * Bulk import (issue 6): one row per processed spreadsheet row of an import. A payment row is
 * inserted inside the payment's own database transaction, and (import, row) is unique, so a job
 * retried after a crash skips what is already written and can never pay a row twice.
 */
export const m006ImportRows = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('import_rows'), engine)
      .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
      .addColumn('row_number', 'integer', (c) => c.notNull())
      .addColumn('transaction_id', 'integer', (c) => c.references('transactions.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The number of payment rows found at submit, so the progress reads processed/total.
    await db.schema.alterTable('imports').addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('import_rows_import_row_idx').on('import_rows').columns(['import_id', 'row_number']).unique().execute();
  },
});
