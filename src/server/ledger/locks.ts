import type { Kysely, Selectable } from 'kysely';
import type { DbEngine } from '../db/engine';
import { preparedShapes } from '../db/prepared';
import type { Database } from '../db/schema';
import type { BankAccountsTable } from '../db/schemaDomain';
import { LedgerError } from './errors';

export type AccountRow = Selectable<BankAccountsTable>;

/** A database handle inside a transaction, with its engine (row locks differ). */
export type LedgerTx = { db: Kysely<Database>; engine: DbEngine };

/** The accounts of `ids` in id order: read (SQLite), or read and locked (PostgreSQL). */
const accountsById = (db: Kysely<Database>, ids: readonly number[]) => db.selectFrom('bank_accounts').selectAll().where('id', 'in', ids).orderBy('id');
const readAccounts = preparedShapes(['ids'], (db, p: { ids: readonly number[] }) => accountsById(db, p.ids));
const readAccountsForUpdate = preparedShapes(['ids'], (db, p: { ids: readonly number[] }) => accountsById(db, p.ids).forUpdate());

/**
 * Locks bank accounts for the rest of the database transaction and returns their current rows, in one
 * statement. PostgreSQL: SELECT … ORDER BY id FOR UPDATE, which locks the rows in ascending id order as
 * it returns them, so two transactions that touch the same accounts always lock them in the same order
 * and cannot deadlock. SQLite has a single writer (the driver serialises transactions on its one
 * connection), so a plain read is enough.
 */
export const lockAccounts = async (tx: LedgerTx, ids: Iterable<number>): Promise<Map<number, AccountRow>> => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const out = new Map<number, AccountRow>();
  if (sorted.length === 0) return out;
  for (const row of await (tx.engine === 'postgres' ? readAccountsForUpdate : readAccounts)(tx.db, { ids: sorted })) out.set(row.id, row);
  for (const id of sorted) if (!out.has(id)) throw new LedgerError('unknown_account', `Unknown account ${id}`, id);
  return out;
};

/** Locks one transaction row (PostgreSQL) so two deciders cannot act on it at once. */
export const lockTransaction = async (tx: LedgerTx, id: number) => {
  const q = tx.db.selectFrom('transactions').selectAll().where('id', '=', id);
  return (tx.engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
};
