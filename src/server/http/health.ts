import { sql } from 'kysely';
import type { Lifecycle } from '../context';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { pendingMigrations } from '../db/migrate';

/** For a load balancer: liveness (the process answers) and readiness (it should get traffic). */
export const HEALTH_LIVE_PATH = '/health/live';
export const HEALTH_READY_PATH = '/health/ready';

/** How long the readiness probe waits for the database. */
export const READY_DB_TIMEOUT_MS = 2000;

export type Readiness = { ready: boolean; checks: { migrations: boolean; database: boolean; accepting: boolean } };

/** What the probes look at; `draining` is set by the graceful shutdown before anything closes. */

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)))]).finally(() => clearTimeout(timer));
};

/**
 * Ready when every migration this code knows is applied, the database answers within
 * READY_DB_TIMEOUT_MS, and the instance is not shutting down. Once the migrations were seen applied
 * they are not looked up again (they cannot be undone under a running instance).
 */
export const readinessChecker = (db: Pick<Db, 'db' | 'engine'>, lifecycle: Lifecycle, timeoutMs = READY_DB_TIMEOUT_MS) => {
  let migrated = false;
  return async (): Promise<Readiness> => {
    let database = false;
    try {
      await withTimeout(sql`select 1`.execute(db.db), timeoutMs);
      database = true;
      if (!migrated) migrated = (await withTimeout(pendingMigrations(db), timeoutMs)).length === 0;
    } catch {
      database = false;
    }
    const accepting = !lifecycle.draining;
    return { ready: database && migrated && accepting, checks: { migrations: migrated, database, accepting } };
  };
};

/**
 * GET /health/live (200 while the process serves) and GET /health/ready (200 ready, 503 not). While
 * draining, every answer says `Connection: close`, so that keep-alive connections end with the request
 * in flight and the server can stop (a kept-alive idle connection would hold the stop up).
 */
export const registerHealth = (app: FastifyInstance, db: Pick<Db, 'db' | 'engine'>, lifecycle: Lifecycle): void => {
  const check = readinessChecker(db, lifecycle);
  app.addHook('onSend', async (_req, reply, payload) => {
    if (lifecycle.draining) void reply.header('connection', 'close');
    return payload;
  });
  app.get(HEALTH_LIVE_PATH, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get(HEALTH_READY_PATH, async (_req, reply) => {
    const r = await check();
    return reply.code(r.ready ? 200 : 503).header('cache-control', 'no-store').send({ status: r.ready ? 'ready' : 'not ready', checks: r.checks });
  });
};
