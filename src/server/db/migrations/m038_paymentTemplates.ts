import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Issue 40: payment templates. A company's named payment (source account, destination account or a
 * withdrawal's payee and routing, an optional amount, the reference) that a manager starts a payment from.
 */
export const m038PaymentTemplates = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('payment_templates'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('bank_account_id', 'integer', (c) => c.notNull())
        .addColumn('to_account_id', 'integer')
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'text')
        .addColumn('reference', 'text')
        .addColumn('payee', 'text')
        .addColumn('created_by', 'integer'),
    ).execute();
    await db.schema.createIndex('payment_templates_company_idx').on('payment_templates').columns(['company_id', 'name']).execute();
  },
});
