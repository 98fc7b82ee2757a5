import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Issue 40: scheduled payments and standing orders (modules/schedules). A `standing_orders` row is a
 * payment body with a rhythm; each due date is one `standing_order_runs` row, unique per order and due
 * date: whatever the number of instances and workers, a due date runs at most once (the payment and its
 * run commit together, docs/decisions.md "Standing orders").
 */
export const m037Schedules = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('standing_orders'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payment', 'text', (c) => c.notNull())
        .addColumn('rhythm', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('day_of_month', 'integer')
        .addColumn('end_date', 'text')
        .addColumn('max_runs', 'integer')
        .addColumn('sepa', 'integer', (c) => c.notNull())
        .addColumn('bank_account_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('beneficiary', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('next_due_date', 'text')
        .addColumn('runs_made', 'integer', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('standing_orders_company_idx').on('standing_orders').columns(['company_id', 'id']).execute();

    await withId(db.schema.createTable('standing_order_runs'), engine)
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('run_date', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('standing_order_runs_due_idx').on('standing_order_runs').columns(['order_id', 'due_date']).unique().execute();
  },
});
