import type { MigrationDb } from './helpers';

/**
 * Issue 38: a quote is an object. Each rate a manager's exchange form is shown is a row with an id; the
 * payment carries that id and is executed at exactly its rate while it is valid (modules/exchange/quotes.ts).
 * Rows are kept a day (the transaction keeps the rate and the quote id in its details).
 */
export const m030ExchangeQuotes = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('exchange_quotes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('sell', 'text', (c) => c.notNull())
      .addColumn('buy', 'text', (c) => c.notNull())
      /** Units of buy per unit of sell, scaled by 10^12, as decimal text (ledger/rates.ts RATE_DECIMALS). */
      .addColumn('rate_scaled', 'text', (c) => c.notNull())
      .addColumn('rate', 'text', (c) => c.notNull())
      .addColumn('rate_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exchange_quotes_created_idx').on('exchange_quotes').column('created_at').execute();
  },
});
