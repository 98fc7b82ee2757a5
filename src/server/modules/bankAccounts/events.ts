import type { Kysely } from 'kysely';
import { preparedShapes, SHAPED_LIST_MAX, transaction } from '../../db/prepared';
import { type CompanyChannelEvent, companyChannel } from '../../../contract/enums';
import { type AppContext, rootOf } from '../../context';
import type { Database } from '../../db/schema';
import { AccountChanges } from '../../ledger/accountChanges';
import { realtimeOf } from '../../realtime/publish';
import { bankAccountResources } from './resource';

const customerAccounts = preparedShapes(['ids'], (db, p: { ids: readonly number[] }) =>
  db.selectFrom('bank_accounts').selectAll().where('id', 'in', p.ids).where('owner_kind', '=', 'customer').orderBy('id'),
);

export const ACCOUNT_CREATED_EVENT: CompanyChannelEvent = 'account.created';
export const ACCOUNT_UPDATED_EVENT: CompanyChannelEvent = 'account.updated';

/** Accounts whose changes are committed and wait for the announcement of this turn (one per app). */
type Pending = { created: Set<number>; updated: Set<number>; announced: Promise<void> };
const pendingOf = new WeakMap<AppContext, Pending>();

/** At most this many accounts per read (db/prepared.ts keeps a template per list length up to its limit). */
const READ_CHUNK = SHAPED_LIST_MAX;

/**
 * Publishes what committed transactions did to customer accounts: one `account.created` or
 * `account.updated` per account on its company's private channel, carrying the account as
 * manager/bank-accounts returns it (read after the commit, so it is what the company would read).
 * Platform accounts belong to no company and are not announced. Empties `changes`.
 *
 * The announcements of one turn of the event loop go out together: the payments a group commit
 * answered at once (db/groupCommit.ts) each hand their accounts over and wait, and once the turn has
 * run, their accounts are read in a few statements (not two per payment) and each announced once, as
 * it is after all of them (`account.created` when any of them opened it). Every caller still returns
 * only once its accounts are announced (or the announcement failed and was logged).
 */
export const publishAccountChanges = async (ctx: AppContext, changes: AccountChanges): Promise<void> => {
  if (changes.created.size === 0 && changes.updated.size === 0) return;
  const root = rootOf(ctx);
  let pending = pendingOf.get(root);
  if (!pending) {
    const fresh: Pending = { created: new Set(), updated: new Set(), announced: Promise.resolve() };
    fresh.announced = new Promise<void>((resolve) => {
      setImmediate(() => {
        pendingOf.delete(root);
        void announce(root, fresh).finally(resolve);
      });
    });
    pendingOf.set(root, fresh);
    pending = fresh;
  }
  for (const id of changes.created) pending.created.add(id);
  for (const id of changes.updated) pending.updated.add(id);
  changes.clear();
  await pending.announced;
};

const announce = async (ctx: AppContext, pending: Pending): Promise<void> => {
  const ids = [...new Set([...pending.created, ...pending.updated])].sort((a, b) => a - b);
  // The money has moved and is committed: a failure to announce it must not turn the request into an
  // error (a client would think the payment failed and pay again). Open pages catch up on their next read.
  try {
    const rt = realtimeOf(ctx);
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const rows = await customerAccounts(ctx.db, { ids: ids.slice(i, i + READ_CHUNK) });
      for (const account of await bankAccountResources(ctx.db, rows)) {
        if (!account.company_id) continue;
        await rt.broadcast(companyChannel(account.company_id), pending.created.has(account.id) ? ACCOUNT_CREATED_EVENT : ACCOUNT_UPDATED_EVENT, account);
      }
    }
  } catch (error) {
    console.error('account events were not announced after the commit', ids, error);
  }
};

/** `account.created` for accounts already committed (openAccount commits on its own). */
export const publishAccountsCreated = async (ctx: AppContext, ids: Iterable<number>): Promise<void> => {
  const changes = new AccountChanges();
  for (const id of ids) changes.created.add(id);
  await publishAccountChanges(ctx, changes);
};

/** `account.updated` for accounts whose change is already committed. */
export const publishAccountsUpdated = async (ctx: AppContext, ids: Iterable<number>): Promise<void> => {
  const changes = new AccountChanges();
  for (const id of ids) changes.updated.add(id);
  await publishAccountChanges(ctx, changes);
};

/**
 * Runs `fn` in a database transaction whose account changes are announced after it commits: at once,
 * or, with `into`, added to a batch its owner publishes later (an import publishes per batch, not per
 * row). A transaction that rolls back announces nothing.
 */
export const accountTransaction = async <T>(ctx: AppContext, fn: (trx: Kysely<Database>) => Promise<T>, into?: AccountChanges): Promise<T> => {
  const changes = new AccountChanges();
  const result = await transaction(ctx.db, (trx) => {
    changes.track(trx);
    return fn(trx);
  });
  if (into) into.merge(changes);
  else await publishAccountChanges(ctx, changes);
  return result;
};

/**
 * For a database transaction someone else opens (a job's fenced runInTransaction): `track(trx)` inside
 * it, `publish()` after it committed.
 */
export const trackedAccountChanges = (ctx: AppContext) => {
  const changes = new AccountChanges();
  return {
    track: (trx: Kysely<Database>): Kysely<Database> => {
      changes.track(trx);
      return trx;
    },
    publish: () => publishAccountChanges(ctx, changes),
  };
};
