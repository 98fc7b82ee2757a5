import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { applyFilters, applySort, type ListScope, type TransactionFilters } from './filters';
import { offsetOf } from '../../http/paging';
import type { TransactionRow } from './resource';

/**
 * The transaction lists filtered by bank account ("source or destination"). Written as one OR, the
 * planners walked every transaction of the company and sorted them (80 ms at 1M rows on SQLite). Here
 * each (account, side) pair is its own indexed walk (migration 005: account, company, date), cut at
 * offset + per_page rows; the page is taken from their union. The result is the same: the first n rows
 * of a union in one order are among the first n rows of each part in that order.
 */

/** Beyond these, the plain query is used: many accounts, or pages so deep that the cut saves little. */
const MAX_ACCOUNTS = 10;
const MAX_DEPTH = 5_000;

const withoutAccounts = (f: TransactionFilters): TransactionFilters => ({ ...f, bank_account_id: undefined });

/** The query of one page (exported for the benchmark's EXPLAIN). */
export const pageRowsQuery = (db: Kysely<Database>, f: TransactionFilters, scope: ListScope, now: Date) => {
  const accounts = [...new Set(f.bank_account_id ?? [])];
  const offset = offsetOf(f.page, f.per_page);
  const depth = offset + f.per_page;
  const all = db.selectFrom('transactions').selectAll('transactions');
  const plain = () => applySort(applyFilters(all, f, scope, now), f).limit(f.per_page).offset(offset);
  if (accounts.length === 0 || accounts.length > MAX_ACCOUNTS || depth > MAX_DEPTH) return plain();
  const rest = withoutAccounts(f);
  const parts = accounts.flatMap((id) =>
    (['bank_account_id', 'to_account_id'] as const).map((side) => {
      const cut = applySort(applyFilters(db.selectFrom('transactions').select('transactions.id'), rest, scope, now).where(`transactions.${side}`, '=', id), f).limit(depth);
      // SQLite refuses ORDER BY / LIMIT on a member of a UNION unless it is wrapped in a subquery.
      return db.selectFrom(cut.as('part')).select('part.id');
    }),
  );
  const [first, ...others] = parts;
  if (!first) return plain();
  const ids = others.reduce((u, p) => u.union(p), first);
  return applySort(all.where('transactions.id', 'in', ids), f).limit(f.per_page).offset(offset);
};

export const listPageRows = (db: Kysely<Database>, f: TransactionFilters, scope: ListScope, now: Date): Promise<TransactionRow[]> => pageRowsQuery(db, f, scope, now).execute();

/** The count queries of the same filter, summed: rows from the accounts, plus rows to them that are not also from them. */
export const totalQueries = (db: Kysely<Database>, f: TransactionFilters, scope: ListScope, now: Date) => {
  const accounts = f.bank_account_id ?? [];
  const base = (filters: TransactionFilters) => applyFilters(db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')), filters, scope, now);
  if (accounts.length === 0) return [base(f)];
  const rest = withoutAccounts(f);
  return [
    base(rest).where('transactions.bank_account_id', 'in', accounts),
    base(rest).where('transactions.to_account_id', 'in', accounts).where('transactions.bank_account_id', 'not in', accounts),
  ];
};

export const listTotal = async (db: Kysely<Database>, f: TransactionFilters, scope: ListScope, now: Date): Promise<number> => {
  let total = 0;
  for (const q of totalQueries(db, f, scope, now)) total += Number((await q.executeTakeFirst())?.n ?? 0);
  return total;
};
