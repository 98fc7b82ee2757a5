import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The accounts one or more committed database transactions opened or changed (balance, hold, default,
 * PSP registration), so `account.created` / `account.updated` go out once per account after the
 * commit (modules/bankAccounts/events.ts), however many postings a payment or an import batch made.
 * The ledger notes every change on the transaction handle; only a handle `track`ed by a caller that
 * publishes after its commit collects anything, so a rolled-back transaction announces nothing.
 */
export class AccountChanges {
  readonly created = new Set<number>();
  readonly updated = new Set<number>();

  get size(): number {
    return new Set([...this.created, ...this.updated]).size;
  }

  /** From now on the ledger's writes in this database transaction are noted here. */
  track(trx: Kysely<Database>): this {
    tracked.set(trx, this);
    return this;
  }

  merge(other: AccountChanges): void {
    for (const id of other.created) this.created.add(id);
    for (const id of other.updated) this.updated.add(id);
  }

  clear(): void {
    this.created.clear();
    this.updated.clear();
  }
}

const tracked = new WeakMap<object, AccountChanges>();

/** Notes accounts whose stored row changed in the database transaction `db` (nothing when it is not tracked). */
export const noteAccountsUpdated = (db: Kysely<Database>, ids: Iterable<number>): void => {
  const changes = tracked.get(db);
  if (changes) for (const id of ids) changes.updated.add(id);
};

/** Notes accounts opened in the database transaction `db`. */
export const noteAccountsCreated = (db: Kysely<Database>, ids: Iterable<number>): void => {
  const changes = tracked.get(db);
  if (changes) for (const id of ids) changes.created.add(id);
};
