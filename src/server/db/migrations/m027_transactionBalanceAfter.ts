import { type QueryExecutorProvider, sql } from 'kysely';
import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * The balance of its account after each transaction, kept on the transaction's row: a list page showed
 * it through a second query per page (the page's journal entries joined to their postings, ~0.3–0.6 ms
 * of a 100-row page). The ledger stays the only source: the database sets the column from each new
 * posting, so every writer (the payment path, approvals, purchases, the seeds, a script) keeps it
 * without a line of its own, in the same database transaction as the posting.
 *
 * The rule is the one the list read had: the balance_after of the last posting (by id) on the
 * transaction's own account (`bank_account_id`) among the postings of its entries that are not
 * reversals. A reversal leaves it as it was; the portal shows it for approved transactions only.
 * Postings are append-only, so the value of a posting never changes after the trigger has copied it.
 *
 * SQLite: a row trigger (a posting insert of a payment writes 2–4 rows). PostgreSQL: a statement
 * trigger over the inserted rows (one update per insert statement, also for the bulk seeds).
 */
export const m027TransactionBalanceAfter = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('transactions').addColumn('balance_after', 'bigint').execute();
    if (engine === 'postgres') {
      await sql`create or replace function kontor_transaction_balance_after() returns trigger language plpgsql as $$
        begin
          update transactions t set balance_after = last.balance_after
          from (
            select distinct on (e.transaction_id, p.bank_account_id) e.transaction_id, p.bank_account_id, p.balance_after
            from new_postings p join journal_entries e on e.id = p.entry_id
            where e.transaction_id is not null and e.kind <> 'reversal'
            order by e.transaction_id, p.bank_account_id, p.id desc
          ) last
          where t.id = last.transaction_id and t.bank_account_id = last.bank_account_id;
          return null;
        end $$`.execute(db);
      await sql`create trigger postings_transaction_balance_after after insert on postings
        referencing new table as new_postings for each statement execute function kontor_transaction_balance_after()`.execute(db);
    } else {
      await sql`create trigger postings_transaction_balance_after after insert on postings
        begin
          update transactions set balance_after = new.balance_after
          where id = (select transaction_id from journal_entries where id = new.entry_id and kind <> 'reversal')
            and bank_account_id = new.bank_account_id;
        end`.execute(db);
    }
    await backfillBalanceAfter(db);
  },
});

/** Sets balance_after of every transaction from its postings, by the trigger's rule (the rows the ledger had before the trigger). */
export const backfillBalanceAfter = async (db: QueryExecutorProvider): Promise<void> => {
  await sql`update transactions set balance_after = (
      select p.balance_after from journal_entries e join postings p on p.entry_id = e.id
      where e.transaction_id = transactions.id and e.kind <> 'reversal' and p.bank_account_id = transactions.bank_account_id
      order by p.id desc limit 1
    )
    where exists (select 1 from journal_entries e where e.transaction_id = transactions.id and e.kind <> 'reversal')`.execute(db);
};
