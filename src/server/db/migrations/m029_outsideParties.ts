import type { MigrationDb } from './helpers';

/**
 * Issue 38: what the outside parties' adapters keep, shared by every instance.
 * - installation_values: values made once per installation at its first start (the simulated market's
 *   seed), so every instance agrees and no two installations share one.
 * - exchange_rate_snapshots: the latest EUR price of each currency from the real rates feed, with the time
 *   the source gave it (its staleness) and when it was fetched; every instance quotes from the same row.
 */
export const m029OutsideParties = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('installation_values')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('exchange_rate_snapshots')
      .addColumn('currency', 'text', (c) => c.primaryKey())
      /** EUR per unit, scaled by 10^8 (ledger/rates.ts PRICE_DECIMALS), as decimal text. */
      .addColumn('price_eur', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('as_of', 'text', (c) => c.notNull())
      .addColumn('fetched_at', 'text', (c) => c.notNull())
      .execute();
  },
});
