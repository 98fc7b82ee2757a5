import type { MigrationDb } from './helpers';

/**
 * The balance after each transaction of a list page (transactions/resource.ts, balancesAfter) goes from
 * the page's transactions to their journal entries (not reversals) and on to the postings of those
 * entries. Each index now holds what that read takes from the rows, so neither table's rows are read:
 * entries by (transaction_id, kind), postings by (entry_id, bank_account_id, balance_after). They take
 * the place of the indexes on transaction_id and entry_id alone (each is their prefix), so a payment
 * still writes one index entry per entry and per posting. On the 1M-transaction bench that read went
 * from ~525 to ~370 µs per page of 100 (docs/decisions.md, issue 14).
 */
export const m026LedgerCoveringIndexes = () => ({
  async up(db: MigrationDb) {
    await db.schema.createIndex('journal_entries_transaction_kind_idx').on('journal_entries').columns(['transaction_id', 'kind']).execute();
    await db.schema.dropIndex('journal_entries_transaction_idx').execute();
    await db.schema.createIndex('postings_entry_balance_idx').on('postings').columns(['entry_id', 'bank_account_id', 'balance_after']).execute();
    await db.schema.dropIndex('postings_entry_idx').execute();
  },
});
