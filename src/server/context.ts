import type { Kysely, Selectable } from 'kysely';
import type { Config } from './config';
import type { DbEngine } from './db/engine';
import type { CompaniesTable, Database, UsersTable } from './db/schema';

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;

/** What every module needs: configuration, the database and the server key. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  engine: DbEngine;
  appKey: Buffer;
  /** The clock, replaceable in tests. */
  now: () => Date;
  realtime?: import('./realtime/types').Realtime; // set by main.ts; modules use realtimeOf(ctx), a no-op when absent
  /** The job queue (set by main.ts; absent in tests that do not start it): enqueue(input, trx?). Modules may also call jobs/queue.ts enqueue(db, …) directly. */
  jobs?: import('./jobs/queue').JobQueue;
  /** Where uploads and generated files live (KONTOR_FILE_STORAGE); modules use filesOf(ctx) from storage/fileStore.ts. */
  files?: import('./storage/fileStore').FileStore;
  /**
   * The server's own context, when this is one API call's (db/writeGate.ts inCallScope: its `db` carries
   * the call's scope). What is installed on the app (a rates provider, a payment network, portal
   * adapters) is kept on the server's context: look it up with rootOf(ctx).
   */
  root?: AppContext;
};

/** The server's own context of `ctx` (itself, or the one an API call's context was made from). */
export const rootOf = (ctx: AppContext): AppContext => ctx.root ?? ctx;

/** A customer's user acting for the company they belong to: what the services of a manager's calls take (http/caller.ts memberOf). */
export type Member = { user: UserRow; company: CompanyRow };

/** The signed-in caller of a request. */
export type AuthState = {
  user: UserRow;
  company: CompanyRow | null;
  tokenId: number;
  familyId: string;
  impersonatorUserId: number | null;
  /**
   * Set when the caller is an API key (issue 41), not a sign-in: `user` is the manager who made the
   * key (what it does is recorded under them), and the key may make only the calls of its scopes.
   */
  apiKey?: { id: number; scopes: readonly string[] };
  /** The platform setting two_factor_required as read with the token (issue 42; auth/twoFactorPolicy.ts). */
  platformTwoFactorRequired?: boolean;
};

/** The server's state in its life: draining once the graceful shutdown began (/health/ready then answers 503, http/health.ts). */
export type Lifecycle = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    kontor: AppContext;
    /** Names of the contract calls this app has routes for. */
    registeredCalls: Set<string>;
    /** Set draining by the graceful shutdown: /health/ready then answers 503 (http/health.ts). */
    lifecycle: Lifecycle;
  }
}
