import { sql } from 'kysely';
import type { DbEngine } from '../engine';
import { type MigrationDb, withId } from './helpers';

/**
 * Ledger issue: status history of transactions, the duplicate-detection key, per-account integrity
 * checks, and append-only enforcement of the journal (postings and entries can be inserted, never
 * updated or deleted: corrections are reversal entries).
 */
export const m003Ledger = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    const money = 'bigint' as const;

    await db.schema.alterTable('transactions').addColumn('duplicate_key', 'text').execute();
    await db.schema.createIndex('transactions_duplicate_idx').on('transactions').columns(['duplicate_key', 'created_at']).execute();

    await withId(db.schema.createTable('transaction_events'), engine)
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('comment', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transaction_events_transaction_idx').on('transaction_events').columns(['transaction_id', 'id']).execute();

    await db.schema.alterTable('integrity_checks').addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id')).execute();
    await db.schema.alterTable('integrity_checks').addColumn('balance', money).execute();
    await db.schema.alterTable('integrity_checks').addColumn('postings_sum', money).execute();
    await db.schema.alterTable('integrity_checks').addColumn('reserved', money).execute();
    await db.schema.alterTable('integrity_checks').addColumn('holds_sum', money).execute();
    await db.schema.alterTable('integrity_checks').addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
    await db.schema.createIndex('integrity_checks_account_idx').on('integrity_checks').columns(['bank_account_id', 'id']).execute();

    if (engine === 'postgres') {
      await sql`create or replace function kontor_append_only() returns trigger language plpgsql as $$
        begin raise exception 'The table % is append-only', TG_TABLE_NAME; end $$`.execute(db);
      for (const table of ['postings', 'journal_entries']) {
        await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)} for each row execute function kontor_append_only()`.execute(db);
      }
    } else {
      for (const table of ['postings', 'journal_entries']) {
        for (const op of ['update', 'delete']) {
          await sql`create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)} begin select raise(abort, ${sql.lit(`The table ${table} is append-only`)}); end`.execute(db);
        }
      }
    }
  },
});
