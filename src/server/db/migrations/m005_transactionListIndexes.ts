import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * Ledger benchmark (issue 4): the account transaction list walks one index per account and side
 * (modules/transactions/accountPage.ts). Account, company and date make each walk and its count an
 * index search on both engines (the destination side carries bank_account_id so that its count, "to
 * the accounts and not from them", reads the index only); the plain to_account_id index is a prefix.
 */
export const m005TransactionListIndexes = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.createIndex('transactions_account_company_idx').on('transactions').columns(['bank_account_id', 'company_id', 'created_at']).execute();
    await db.schema.createIndex('transactions_to_account_company_idx').on('transactions').columns(['to_account_id', 'company_id', 'created_at', 'bank_account_id']).execute();
    await db.schema.dropIndex('transactions_to_account_idx').execute();
  },
});
