import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import { type CompiledQuery, type DatabaseConnection, type DialectAdapter, type Driver, type QueryResult, SelectQueryNode, SqliteAdapter, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Slots } from '../slots';

/**
 * Group commit on SQLite (docs/decisions.md "Performance of the payment path…", measured in docs/journal.md): several database transactions share one
 * SQLite transaction and one commit, and none of them is answered before that commit.
 *
 * SQLite has one writer and, in this process, one connection (Kysely's SQLite driver serialises every
 * query on it). A commit costs more than the whole of a small payment's statements (it writes the WAL
 * frames and, with `synchronous = NORMAL`, no flush): under load the server spent a third of the
 * payment path committing. Here the first transaction to begin opens the group (`begin`); it and every
 * transaction after it runs inside the group as a savepoint of its own, so a transaction that fails is
 * rolled back to its savepoint alone and the others are untouched. Whoever hands the connection back
 * when nobody is waiting for it, or when the group is full or old, commits the group.
 *
 * What a caller sees is unchanged: a transaction's `execute()`, and any query that ran on the connection
 * while a group was open (it may have read what the group wrote), resolves only after the group's commit
 * and rejects if that commit fails (then nothing of the group is stored, and nobody was told otherwise).
 * Queries that run while no group is open commit by themselves, as before.
 *
 * Statements that db/prepared.ts runs (templates, `rowsOf`) skip Kysely's executor and its chain of
 * promises (GroupCommitSqliteAdapter): a claimed transaction's own statements run at once on the connection
 * it holds (runInTransaction), and a statement outside any transaction runs at once when nobody holds the
 * connection (runAlone), still answered after the commit of a group it ran in. Anything else queues
 * through Kysely as before.
 *
 * Not for Kysely's controlled transactions (`startTransaction` on the database): their commit resolves without
 * waiting for the connection to be handed back, so before the group's commit. The server does not use
 * them (tests/server/groupCommit.test.ts checks); use `db.transaction().execute(…)`.
 * The schema must have no deferred constraint: it would be checked at the group's commit and fail every
 * transaction of the group, not only the one that broke it (the same test checks the migrated schema).
 *
 * The savepoints' journal is kept in memory. To roll a member back to its savepoint, SQLite first copies
 * every page the member changes into the transaction's statement journal. That journal stays in memory
 * only up to 64 KiB (SQLite's build default) unless `temp_store` is MEMORY, and a payment changes about
 * 30 pages: so from the group's first payment on, every page was copied through a temporary file, a
 * system call each, about 35 µs of every insert (docs/decisions.md, issue 14). A group therefore begins
 * (`begin immediate`: the write transaction starts at once) with `temp_store = MEMORY`, which SQLite reads
 * for the statement journal only when a write transaction starts, and sets it back to the default right
 * after: sorts, transient indexes and materialised subqueries still spill to temporary files as before,
 * and only the journal of one member's pages (released with its savepoint) is held in memory.
 */
export type GroupCommitLimits = {
  /** Transactions in one group at most (each is a savepoint). */
  maxMembers: number;
  /** Milliseconds a group stays open at most while transactions keep coming. */
  maxMs: number;
};

export const GROUP_COMMIT_LIMITS: GroupCommitLimits = { maxMembers: 200, maxMs: 25 };

/** The savepoint of the transaction holding the connection; only one runs at a time. */
const MEMBER = 'kontor_group_member';

/** A commit that failed: every transaction of its group is lost, none of them was answered. */
export class GroupCommitError extends Error {
  constructor(cause: unknown) {
    super(`the database commit of a group of transactions failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'GroupCommitError';
  }
}

class Group {
  members = 0;
  /** Its commit is due at the end of this turn of the event loop. */
  scheduled = false;
  readonly startedAt = Date.now();
  readonly done: Promise<void>;
  settle!: (error?: unknown) => void;
  constructor() {
    this.done = new Promise<void>((resolve, reject) => {
      this.settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Nobody may be waiting on a group that fails (every member was rolled back already): no unhandled rejection.
    this.done.catch(() => undefined);
  }
}

const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

class GroupCommitDriver implements Driver {
  readonly #handle: SqliteHandle;
  readonly #database: SqliteDatabase;
  readonly #limits: GroupCommitLimits;
  /** The one connection, first come, first served. */
  readonly #mutex = new Slots(1);
  #group: Group | undefined;
  /** The group the current holder of the connection has run anything in (it waits for its commit). */
  #holderGroup: Group | undefined;
  /** A transaction (a member of the group) holds the connection: between its begin and its commit or rollback. */
  #inMember = false;
  /** The executor of the member's handle, when the member claimed the direct run (claimDirect). */
  #memberExecutor: object | undefined;
  readonly #run: (sql: string, parameters: readonly unknown[]) => QueryResult<unknown>;
  readonly #connection: DatabaseConnection;

  constructor(handle: SqliteHandle, database: SqliteDatabase, limits: GroupCommitLimits) {
    this.#handle = handle;
    this.#database = database;
    this.#limits = limits;
    const run = (sql: string, parameters: readonly unknown[]): QueryResult<unknown> => {
      if (this.#group) this.#holderGroup = this.#group;
      const stmt = this.#database.prepare(sql) as unknown as Statement;
      if (stmt.reader) return { rows: stmt.all(parameters) as unknown[] };
      const { changes, lastInsertRowid } = stmt.run(parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    };
    this.#run = run;
    const prepared = this.#database;
    const self = this;
    this.#connection = {
      executeQuery: <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
        try {
          return Promise.resolve(run(compiled.sql, compiled.parameters) as QueryResult<R>);
        } catch (error) {
          return Promise.reject(error);
        }
      },
      async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
        if (!SelectQueryNode.is(compiled.query)) throw new Error('Sqlite driver only supports streaming of select queries');
        if (self.#group) self.#holderGroup = self.#group;
        const stmt = prepared.prepare(compiled.sql) as unknown as Statement;
        for (const row of stmt.iterate(compiled.parameters)) yield { rows: [row as R] };
      },
    };
  }

  async init(): Promise<void> {}

  /**
   * Marks `executor` (a transaction handle's) as the one of the transaction that holds the connection, so
   * its statements may run at once (runInTransaction). Called by db/prepared.ts's `transaction` as the
   * transaction's work starts: Kysely holds the connection from the transaction's begin to its end, so
   * the transaction running then is that handle's.
   */
  claimDirect(executor: object): void {
    if (this.#inMember && this.#memberExecutor === undefined) this.#memberExecutor = executor;
  }

  /**
   * Runs a statement of the transaction that holds the connection at once, without Kysely's executor
   * (db/prepared.ts; decisions.md, issue 14), when `executor` is the one that transaction claimed.
   * undefined otherwise, and the caller then goes through Kysely: another transaction's handle, a handle
   * whose transaction has ended (Kysely refuses it), a transaction that did not claim.
   */
  runInTransaction(executor: object, sql: string, parameters: readonly unknown[]): QueryResult<unknown> | undefined {
    return this.#inMember && executor === this.#memberExecutor ? this.#run(sql, parameters) : undefined;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.take();
    this.#holderGroup = undefined;
    return this.#connection;
  }

  #exec(sql: string): void {
    this.#database.prepare(sql).run([]);
  }

  /** Opens a group's SQLite transaction, its savepoints' journal in memory (see the note above). */
  #beginGroup(): void {
    this.#exec('pragma temp_store = memory');
    try {
      this.#exec('begin immediate');
    } finally {
      // Changing it inside a transaction is refused only once a TEMP schema exists, which nothing here creates;
      // should it be refused, the transaction is undone and begins as before, the journal spilling to a file.
      try {
        this.#exec('pragma temp_store = default');
      } catch {
        if (this.#handle.inTransaction) this.#exec('rollback');
        this.#exec('pragma temp_store = default');
        this.#exec('begin immediate');
      }
    }
  }

  async beginTransaction(): Promise<void> {
    if (!this.#group) {
      this.#beginGroup();
      this.#group = new Group();
    }
    this.#holderGroup = this.#group;
    this.#exec(`savepoint ${MEMBER}`);
    this.#inMember = true;
    this.#memberExecutor = undefined;
  }

  async commitTransaction(): Promise<void> {
    this.#inMember = false;
    this.#memberExecutor = undefined;
    this.#exec(`release ${MEMBER}`);
    if (this.#group) this.#group.members++;
  }

  async rollbackTransaction(): Promise<void> {
    this.#inMember = false;
    this.#memberExecutor = undefined;
    if (this.#handle.inTransaction) {
      this.#exec(`rollback to ${MEMBER}`);
      this.#exec(`release ${MEMBER}`);
      return;
    }
    // SQLite rolled the whole transaction back itself (a full disk, an I/O error): the group is lost.
    const group = this.#group;
    this.#group = undefined;
    group?.settle(new GroupCommitError(new Error('SQLite rolled the transaction back')));
  }

  // Kysely's savepoints (trx.savepoint(name)) inside a transaction: nested in its member savepoint.
  async savepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#exec(`savepoint ${quoteName(name)}`);
  }

  async rollbackToSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#exec(`rollback to ${quoteName(name)}`);
  }

  async releaseSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#exec(`release ${quoteName(name)}`);
  }

  /** Commits the open group (the connection is held): every member is answered with its outcome. */
  #commitGroup(group: Group): void {
    this.#group = undefined;
    try {
      this.#exec('commit');
      group.settle();
    } catch (error) {
      if (this.#handle.inTransaction) {
        try {
          this.#exec('rollback');
        } catch {
          // Nothing more to undo: the commit's own error is what the members are told.
        }
      }
      group.settle(new GroupCommitError(error));
    }
  }

  async releaseConnection(): Promise<void> {
    const waitFor = this.#handBack();
    if (waitFor) await waitFor.done;
  }

  /** Hands the connection back (the group committed now or at the end of the turn); gives the group the holder must wait for. */
  #handBack(): Group | undefined {
    const group = this.#group;
    const waitFor = this.#holderGroup;
    this.#holderGroup = undefined;
    if (group) {
      if (group.members >= this.#limits.maxMembers || Date.now() - group.startedAt >= this.#limits.maxMs) this.#commitGroup(group);
      else this.#scheduleCommit(group);
    }
    this.#mutex.give();
    return waitFor;
  }

  /**
   * Runs a statement outside any transaction at once when nobody holds the connection: what taking the
   * connection, running the statement and handing it back would do, in one step (nobody can be waiting
   * for a free connection). Like any statement, it is answered only after the commit of a group it ran
   * in. undefined when the connection is held: the caller then queues through Kysely.
   */
  runAlone(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> | undefined {
    if (!this.#mutex.tryTake()) return undefined;
    this.#holderGroup = undefined;
    let result: QueryResult<unknown> | undefined;
    let error: unknown;
    try {
      result = this.#run(sql, parameters);
    } catch (e) {
      error = e ?? new Error('the statement failed');
    }
    const waitFor = this.#handBack();
    const answer = (): QueryResult<unknown> => {
      if (result === undefined) throw error;
      return result;
    };
    return waitFor ? waitFor.done.then(answer) : new Promise((resolve) => resolve(answer()));
  }

  /**
   * The group is committed once the event loop has run what was ready to run (setImmediate: after this
   * turn's I/O callbacks): the requests that reach their transaction meanwhile join it. On SQLite every
   * query resolves at once, so a request holds the connection only for moments and nobody is ever seen
   * waiting for it; the group's members are found by time, not by a queue.
   */
  #scheduleCommit(group: Group): void {
    if (group.scheduled) return;
    group.scheduled = true;
    setImmediate(() => {
      void this.#mutex.take().then(() => {
        try {
          if (this.#group === group) this.#commitGroup(group);
        } finally {
          this.#mutex.give();
        }
      });
    });
  }

  async destroy(): Promise<void> {
    // An open group belongs to callers still waiting: commit it (once nobody holds the connection) before closing.
    await this.#mutex.take();
    try {
      if (this.#group && this.#handle.open) this.#commitGroup(this.#group);
      this.#database.close();
    } finally {
      // Whoever still waits gets the connection and the closed database's error, not a wait without end.
      this.#mutex.give();
    }
  }
}

/**
 * Kysely's SQLite adapter, knowing the group-commit driver: db/prepared.ts finds a transaction's statements
 * runner through it (every handle of the database, its transactions' too, shares the adapter).
 */
export class GroupCommitSqliteAdapter extends SqliteAdapter {
  readonly #driver: () => GroupCommitDriver | undefined;
  constructor(driver: () => GroupCommitDriver | undefined) {
    super();
    this.#driver = driver;
  }
  /** See GroupCommitDriver.claimDirect. */
  claimDirect(executor: object): void {
    this.#driver()?.claimDirect(executor);
  }
  /** See GroupCommitDriver.runInTransaction. */
  runInTransaction(executor: object, sql: string, parameters: readonly unknown[]): QueryResult<unknown> | undefined {
    return this.#driver()?.runInTransaction(executor, sql, parameters);
  }
  /** See GroupCommitDriver.runAlone. */
  runAlone(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> | undefined {
    return this.#driver()?.runAlone(sql, parameters);
  }
}

/** Kysely's SQLite dialect (its compiler and introspector) with the group-commit driver and its adapter. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #handle: SqliteHandle;
  readonly #database: SqliteDatabase;
  readonly #limits: GroupCommitLimits;
  #driver: GroupCommitDriver | undefined;
  /** `database` is `handle` as Kysely sees it (db/statementCache.ts keeps its statements prepared). */
  constructor(handle: SqliteHandle, database: SqliteDatabase, limits: GroupCommitLimits = GROUP_COMMIT_LIMITS) {
    super({ database });
    this.#handle = handle;
    this.#database = database;
    this.#limits = limits;
  }
  override createDriver(): Driver {
    this.#driver = new GroupCommitDriver(this.#handle, this.#database, this.#limits);
    return this.#driver;
  }
  override createAdapter(): DialectAdapter {
    return new GroupCommitSqliteAdapter(() => this.#driver);
  }
}
