import { type Insertable, type Kysely, sql } from 'kysely';
import { allKeys, preparedInsert, preparedResults, preparedShapes } from '../db/prepared';
import type { Database } from '../db/schema';
import type { JournalEntriesTable, PostingsTable } from '../db/schemaDomain';
import { minor } from '../db/values';
import { noteAccountsUpdated } from './accountChanges';
import { LedgerError } from './errors';
import { type AccountRow, type LedgerTx, lockAccounts } from './locks';

/**
 * The only way balances move: one balanced journal entry per money movement, written in the caller's
 * database transaction. Postings are signed (positive raises the account), carry the running
 * balance_after, and are append-only (the database refuses updates and deletes).
 */

export type EntryKind = 'deposit' | 'withdrawal' | 'transfer' | 'exchange' | 'convert' | 'fee' | 'reversal' | 'credit';
export type PostingLine = { accountId: number; amount: bigint };
/** Part of a reservation released in the same step (a pending transaction completing). */
export type Release = { accountId: number; amount: bigint };

export type EntryInput = {
  kind: EntryKind;
  transactionId: number | null;
  description: string;
  at: string;
  lines: readonly PostingLine[];
  release?: readonly Release[];
  /**
   * Called once per posting row (with its index) after the entry's postings are written, before the
   * balances are, inside the database transaction. Only the failure-injection test sets it: a throw here
   * must leave nothing behind (tests/server/ledgerFailure.test.ts).
   */
  afterPosting?: (index: number) => Promise<void> | void;
  /**
   * Rows the caller already locked in this database transaction and has not changed since (writePayment
   * locks the payment's accounts before its refusals): they are not read again. Accounts missing from it
   * are locked here.
   */
  locked?: ReadonlyMap<number, AccountRow>;
};

export type PostedLine = { accountId: number; currency: string; amount: bigint; balanceAfter: bigint };
export type PostedEntry = { entryId: number; postings: PostedLine[] };

/** Balances stay below 2^53 so both engines (SQLite reads numbers) keep them exact. */
export const MAX_BALANCE = 9_007_199_254_740_991n;

/** Throws unless the lines of each currency sum to zero. */
export const checkBalanced = (lines: readonly { currency: string; amount: bigint }[], what = 'entry'): void => {
  const sums = new Map<string, bigint>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0n) + l.amount);
  for (const [currency, sum] of sums) if (sum !== 0n) throw new LedgerError('unbalanced', `Unbalanced ${what} in ${currency}: ${sum}`);
};

type NewEntry = Required<Omit<Insertable<JournalEntriesTable>, 'id'>>;
const insertEntry = preparedInsert(allKeys<NewEntry>()(['transaction_id', 'kind', 'description', 'created_at']), (db, v: NewEntry, returningId) =>
  returningId ? db.insertInto('journal_entries').values(v).returning('id') : db.insertInto('journal_entries').values(v),
);

type NewPosting = Required<Omit<Insertable<PostingsTable>, 'id'>>;
// Without RETURNING (SQLite runs it as a trigger program: preparedInsert in db/prepared.ts); the rows written are counted.
const insertPostings = preparedResults(['rows'], (db, p: { rows: readonly NewPosting[] }) => db.insertInto('postings').values([...p.rows]));

const isCustomer = (a: AccountRow) => a.owner_kind === 'customer';

export const postEntry = async (tx: LedgerTx, input: EntryInput): Promise<PostedEntry> => {
  const lines = input.lines.filter((l) => l.amount !== 0n);
  const releases = (input.release ?? []).filter((r) => r.amount !== 0n);
  if (lines.length < 2) throw new LedgerError('bad_entry', 'An entry needs at least two non-zero lines');
  for (const r of releases) if (r.amount < 0n) throw new LedgerError('bad_release', 'A release must be positive', r.accountId);

  const ids = [...lines.map((l) => l.accountId), ...releases.map((r) => r.accountId)];
  const accounts = new Map<number, AccountRow>();
  for (const id of ids) {
    const row = input.locked?.get(id);
    if (row) accounts.set(id, row);
  }
  const missing = ids.filter((id) => !accounts.has(id));
  if (missing.length > 0) for (const [id, row] of await lockAccounts(tx, missing)) accounts.set(id, row);
  const account = (id: number): AccountRow => {
    const a = accounts.get(id);
    if (!a) throw new LedgerError('unknown_account', `Unknown account ${id}`, id);
    return a;
  };
  checkBalanced(lines.map((l) => ({ currency: account(l.accountId).currency, amount: l.amount })), `${input.kind} entry`);

  const balance = new Map<number, bigint>();
  const reserved = new Map<number, bigint>();
  for (const [id, a] of accounts) {
    balance.set(id, minor(a.balance));
    reserved.set(id, minor(a.reserved));
  }
  for (const r of releases) {
    const next = (reserved.get(r.accountId) ?? 0n) - r.amount;
    if (next < 0n) throw new LedgerError('bad_release', `Release exceeds the reservation of account ${r.accountId}`, r.accountId);
    reserved.set(r.accountId, next);
  }
  const debited = new Set<number>();
  for (const l of lines) {
    balance.set(l.accountId, (balance.get(l.accountId) ?? 0n) + l.amount);
    if (l.amount < 0n) debited.add(l.accountId);
  }
  for (const [id, b] of balance) {
    if (b > MAX_BALANCE || b < -MAX_BALANCE) throw new LedgerError('too_large', `The balance of account ${id} would exceed the ledger's limit`, id);
    const a = account(id);
    if (isCustomer(a) && debited.has(id) && b - (reserved.get(id) ?? 0n) < 0n) {
      throw new LedgerError('insufficient_funds', `Insufficient funds on account ${id}`, id);
    }
  }

  const entryId = await insertEntry(tx.db, { transaction_id: input.transactionId, kind: input.kind, description: input.description.slice(0, 500), created_at: input.at });

  const running = new Map<number, bigint>();
  for (const [id, a] of accounts) running.set(id, minor(a.balance));
  const planned = lines.map((l) => {
    const after = (running.get(l.accountId) ?? 0n) + l.amount;
    running.set(l.accountId, after);
    return { line: l, currency: account(l.accountId).currency, after };
  });
  // One statement for the entry's postings.
  const written = await insertPostings(tx.db, {
    rows: planned.map((p) => ({ entry_id: entryId, bank_account_id: p.line.accountId, currency: p.currency, amount: p.line.amount.toString(), balance_after: p.after.toString(), created_at: input.at })),
  });
  if (written.numAffectedRows !== BigInt(planned.length)) throw new LedgerError('bad_entry', `${planned.length} postings were written as ${String(written.numAffectedRows ?? 0n)}`);
  const posted: PostedLine[] = planned.map((p) => ({ accountId: p.line.accountId, currency: p.currency, amount: p.line.amount, balanceAfter: p.after }));
  for (let i = 0; i < posted.length; i++) await input.afterPosting?.(i);

  const changed: { id: number; balance: string; reserved: string }[] = [];
  for (const [id] of accounts) {
    const a = account(id);
    const b = balance.get(id) ?? 0n;
    const r = reserved.get(id) ?? 0n;
    if (b === minor(a.balance) && r === minor(a.reserved)) continue;
    changed.push({ id, balance: b.toString(), reserved: r.toString() });
  }
  await updateBalances(tx, changed, input.at);
  noteAccountsUpdated(tx.db, changed.map((c) => c.id));
  return { entryId, postings: posted };
};

/**
 * Writes the new balances and reservations of the accounts an entry changed, in one statement (a
 * CASE on the id per column; the values are cast, PostgreSQL would not guess a bigint from a
 * parameter inside CASE).
 */
type BalanceChange = { id: number; balance: string; reserved: string };
const writeBalances = preparedShapes(['rows', 'ids', 'at'], (db, p: { rows: readonly BalanceChange[]; ids: readonly number[]; at: string }) => {
  const byId = (column: 'balance' | 'reserved') => sql<string>`case ${sql.ref('id')} ${sql.join(p.rows.map((c) => sql`when ${c.id} then cast(${c[column]} as bigint)`), sql` `)} end`;
  return db.updateTable('bank_accounts').set({ balance: byId('balance'), reserved: byId('reserved'), updated_at: p.at }).where('id', 'in', p.ids);
});

const updateBalances = async (tx: LedgerTx, changed: readonly BalanceChange[], at: string): Promise<void> => {
  if (changed.length === 0) return;
  await writeBalances(tx.db, { rows: changed, ids: changed.map((c) => c.id), at });
};

/** A correction: the exact opposite of an earlier entry, as a new 'reversal' entry. */
/** The entry that posted a transaction (not a reversal of it), or undefined when nothing was posted. */
export const postedEntryOf = async (db: Kysely<Database>, transactionId: number): Promise<number | undefined> =>
  (await db.selectFrom('journal_entries').select('id').where('transaction_id', '=', transactionId).where('kind', '<>', 'reversal').orderBy('id').executeTakeFirst())?.id;

export const reverseEntry = async (tx: LedgerTx, entryId: number, description: string, at: string): Promise<PostedEntry> => {
  const original = await tx.db.selectFrom('journal_entries').select(['id', 'transaction_id']).where('id', '=', entryId).executeTakeFirst();
  if (!original) throw new LedgerError('bad_entry', `Unknown entry ${entryId}`);
  const lines = await tx.db.selectFrom('postings').select(['bank_account_id', 'amount']).where('entry_id', '=', entryId).orderBy('id').execute();
  return postEntry(tx, {
    kind: 'reversal',
    transactionId: original.transaction_id,
    description,
    at,
    lines: lines.map((l) => ({ accountId: l.bank_account_id, amount: -minor(l.amount) })),
  });
};
