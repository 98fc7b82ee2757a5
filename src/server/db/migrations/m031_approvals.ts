import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Issue 40: a company's approval rules. A payment from a rule's threshold is held (status
 * awaiting_approval, its amount + fee reserved) until one or two other managers approve it; a
 * payment_approvals row follows it, a payment_approval_votes row per approval.
 */
export const m031Approvals = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('approval_rules'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text')
        .addColumn('threshold', 'text', (c) => c.notNull())
        .addColumn('approvals_required', 'integer', (c) => c.notNull())
        .addColumn('import_basis', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer'),
    ).execute();
    await db.schema.createIndex('approval_rules_company_idx').on('approval_rules').column('company_id').execute();

    await db.schema
      .createTable('approval_settings')
      .addColumn('company_id', 'integer', (c) => c.primaryKey())
      .addColumn('expiry_days', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withTimestamps(
      withId(db.schema.createTable('payment_approvals'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('transaction_id', 'integer')
        .addColumn('import_id', 'integer')
        .addColumn('rule_id', 'integer')
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.notNull())
        .addColumn('then_status', 'text', (c) => c.notNull())
        .addColumn('then_comment', 'text', (c) => c.notNull())
        .addColumn('total', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'integer')
        .addColumn('decided_at', 'text')
        .addColumn('reason', 'text'),
    ).execute();
    await db.schema.createIndex('payment_approvals_company_status_idx').on('payment_approvals').columns(['company_id', 'status', 'id']).execute();
    await db.schema.createIndex('payment_approvals_transaction_idx').on('payment_approvals').column('transaction_id').unique().execute();
    await db.schema.createIndex('payment_approvals_import_idx').on('payment_approvals').column('import_id').unique().execute();

    await withId(db.schema.createTable('payment_approval_votes'), engine)
      .addColumn('approval_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_approval_votes_unique_idx').on('payment_approval_votes').columns(['approval_id', 'user_id']).unique().execute();
  },
});
