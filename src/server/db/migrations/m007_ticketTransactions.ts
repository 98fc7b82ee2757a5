import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * Support tickets: the company transactions a ticket is about (transaction_ids[] of the create call).
 * One row per (ticket, transaction); both sides cascade so a deleted ticket leaves nothing behind.
 */
export const m007TicketTransactions = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('ticket_transactions')
      .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('ticket_transactions_pk', ['ticket_id', 'transaction_id'])
      .execute();
    await db.schema.createIndex('ticket_threads_ticket_created_idx').on('ticket_threads').columns(['ticket_id', 'created_at']).execute();
    await db.schema.createIndex('ticket_attachments_ticket_idx').on('ticket_attachments').column('ticket_id').execute();
  },
});
