import type { DbEngine } from '../connection';
import type { MigrationDb } from './helpers';

/** Ledger, transactions, beneficiaries and the tables of later features. */
export const m002Domain = (_engine: DbEngine) => ({
  async up(_db: MigrationDb) {},
});
