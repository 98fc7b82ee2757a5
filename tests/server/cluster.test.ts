/**
 * Several server instances on one PostgreSQL (issue 15): two apps built in this process on ONE
 * database, each with its own pool, data folder and realtime server, as two machines behind a load
 * balancer would be. What one instance does, the other must see: events, files, sign-ins, codes,
 * throttles, idempotency keys; plus readiness, the migration lock and the graceful stop.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HEADERS } from '../../src/contract/http';
import { companyChannel } from '../../src/contract/enums';
import { buildApp } from '../../src/server/app';
import { totpCode } from '../../src/server/auth/totp';
import { loadConfig } from '../../src/server/config';
import { type Db, openDb } from '../../src/server/db/connection';
import { migrateToLatest, pendingMigrations, STARTUP_LOCK_KEY, withStartupLock } from '../../src/server/db/migrate';
import { readinessChecker } from '../../src/server/http/health';
import { enqueue } from '../../src/server/jobs/queue';
import { Worker } from '../../src/server/jobs/worker';
import { realtimeOf } from '../../src/server/realtime/publish';
import { resolveCredentials } from '../../src/server/realtime/credentials';
import { Hub } from '../../src/server/realtime/hub';
import { NOTIFY_MAX_BYTES, PgFanout } from '../../src/server/realtime/pgFanout';
import { type RealtimeHandle, startRealtime } from '../../src/server/realtime/server';
import { gracefulShutdown } from '../../src/server/shutdown';
import { call, createCompany, createUser, freshDb, login, postgresAvailable, refreshCookieOf, TEST_PASSWORD, TEST_SECRET, type TestApp, type TestDb } from './harness';
import { api, fund, insertAccount, makeCompany } from './ledgerFixtures';

const WAIT_MS = 5000;
const pgOk = await postgresAvailable();
if (!pgOk) console.warn('cluster.test.ts: PostgreSQL does not answer at TEST_DATABASE_URL; the cross-instance tests are skipped.');

const within = <T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

type Frame = { event: string; channel?: string; data?: unknown };

/** A raw Pusher-protocol socket: every frame it received, in order, and its close code. */
class Socket {
  readonly frames: Frame[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
    ws.on('error', () => undefined);
  }
  private wake() {
    const waiters = this.waiters.splice(0);
    for (const w of waiters) w();
  }
  until<T>(test: () => T | undefined | false, what: string): Promise<T> {
    return within(
      new Promise<T>((resolve) => {
        const check = () => {
          const v = test();
          if (v) resolve(v);
          else this.waiters.push(check);
        };
        check();
      }),
      what,
    );
  }
  send(value: unknown) {
    this.ws.send(JSON.stringify(value));
  }
  events(channel: string, event: string): unknown[] {
    return this.frames.filter((f) => f.channel === channel && f.event === event).map((f) => (typeof f.data === 'string' ? (JSON.parse(f.data) as unknown) : f.data));
  }
}

type Instance = TestApp & { realtime: RealtimeHandle };

/** One instance of the cluster: its own pool on the shared database, its own data folder, database file storage. */
const startInstance = async (url: string, shared: { clock: { now: Date }; appKey: Buffer }): Promise<Instance> => {
  const db = openDb({ databaseUrl: url });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-cluster-'));
  const env = { NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, DATABASE_URL: url, KONTOR_FILE_STORAGE: 'database' };
  const config = { ...loadConfig(env), seedDemo: false, portalDir: path.join(dataDir, 'no-portal') };
  const app = await buildApp(config, { db, appKey: shared.appKey, now: () => new Date(shared.clock.now) });
  await app.ready();
  const realtime = await startRealtime(app, { port: 0, host: '127.0.0.1', env: {} });
  return {
    app, db, clock: shared.clock, appKey: shared.appKey, dataDir, realtime,
    advance: (seconds) => {
      shared.clock.now = new Date(shared.clock.now.getTime() + seconds * 1000);
    },
    code: (secret = TEST_SECRET) => totpCode(secret, shared.clock.now.getTime()),
    close: async () => {
      await realtime.close();
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const connect = async (i: Instance): Promise<{ s: Socket; socketId: string }> => {
  const s = new Socket(new WebSocket(`ws://127.0.0.1:${i.realtime.port}/app/${i.realtime.hub?.key}?protocol=7&client=js&version=8.6.0`));
  const hello = await s.until(() => s.frames.find((f) => f.event === 'pusher:connection_established'), 'the handshake');
  const socketId = (JSON.parse(String(hello.data)) as { socket_id: string }).socket_id;
  return { s, socketId };
};

const subscribe = async (s: Socket, channel: string, auth?: string): Promise<void> => {
  s.send({ event: 'pusher:subscribe', data: { channel, ...(auth ? { auth } : {}) } });
  await s.until(() => s.frames.find((f) => f.channel === channel && f.event === 'pusher_internal:subscription_succeeded'), `the subscription to ${channel}`);
};

describe.skipIf(!pgOk)('two instances on one PostgreSQL', () => {
  let shared: TestDb;
  let a: Instance;
  let b: Instance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shared = await freshDb('postgres');
    const common = { clock: { now: new Date('2026-06-15T10:00:05.000Z') }, appKey: crypto.randomBytes(32) };
    a = await startInstance(shared.url ?? '', common);
    b = await startInstance(shared.url ?? '', common);
  });

  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await a?.close();
    await b?.close();
    await shared?.close();
  });

  const open = async (i: Instance) => {
    const c = await connect(i);
    sockets.push(c.s);
    return c;
  };

  it('delivers every event published on A to the sockets of B (and of A) in publishing order, a large one by reference', async () => {
    expect(a.realtime.fanout).not.toBeNull();
    const onB = await open(b);
    const onA = await open(a);
    await subscribe(onB.s, 'cluster-order');
    await subscribe(onA.s, 'cluster-order');
    const big = 'x'.repeat(NOTIFY_MAX_BYTES + 500);
    // Not awaited one by one: the order is the order of the calls.
    await Promise.all(Array.from({ length: 30 }, (_, n) => realtimeOf(a.app.kontor).broadcast('cluster-order', 'tick', n === 15 ? { n, big } : { n })));
    const expected = Array.from({ length: 30 }, (_, n) => n);
    for (const s of [onB.s, onA.s]) {
      const got = await s.until(() => {
        const ns = s.events('cluster-order', 'tick').map((d) => (d as { n: number }).n);
        return ns.length >= 30 && ns;
      }, 'thirty events');
      expect(got).toEqual(expected);
      expect((s.events('cluster-order', 'tick')[15] as { big: string }).big).toBe(big);
    }
    // The large one went through the table, not the notification.
    expect(Number((await a.db.db.selectFrom('realtime_payloads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThanOrEqual(1);
    // And B publishes to A's sockets as well.
    await realtimeOf(b.app.kontor).broadcast('cluster-order', 'from-b', { ok: true });
    await onA.s.until(() => onA.s.events('cluster-order', 'from-b').length === 1, 'the event of B on A');
  });

  it('gives the sockets of A and B one and the same order of events both instances publish at once', async () => {
    const onA = await open(a);
    const onB = await open(b);
    await subscribe(onA.s, 'cluster-both');
    await subscribe(onB.s, 'cluster-both');
    await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => realtimeOf(a.app.kontor).broadcast('cluster-both', 'tick', { from: 'a', n })),
      ...Array.from({ length: 20 }, (_, n) => realtimeOf(b.app.kontor).broadcast('cluster-both', 'tick', { from: 'b', n })),
    ]);
    const seen = async (s: Socket) =>
      s.until(() => {
        const all = s.events('cluster-both', 'tick') as Array<{ from: string; n: number }>;
        return all.length >= 40 && all.map((e) => `${e.from}${e.n}`);
      }, 'forty events');
    const [onASeen, onBSeen] = [await seen(onA.s), await seen(onB.s)];
    expect(onBSeen).toEqual(onASeen);
    for (const from of ['a', 'b']) expect(onASeen.filter((e) => e.startsWith(from))).toEqual(Array.from({ length: 20 }, (_, n) => `${from}${n}`));
  });

  it('delivers to the sockets of B the events of a worker process (npm run worker: a fan-out without sockets)', async () => {
    const log = { warn: () => undefined, info: () => undefined };
    const worker = new PgFanout(new Hub(resolveCredentials(a.appKey, {}), log), { databaseUrl: shared.url ?? '', db: shared.db, log });
    await worker.start();
    try {
      const onB = await open(b);
      await subscribe(onB.s, 'cluster-worker');
      await worker.broadcast('cluster-worker', 'report.updated', { id: 1 });
      await worker.broadcast('cluster-worker', 'report.updated', { id: 2 });
      const got = await onB.s.until(() => {
        const ids = onB.s.events('cluster-worker', 'report.updated').map((d) => (d as { id: number }).id);
        return ids.length >= 2 && ids;
      }, 'the events of the worker');
      expect(got).toEqual([1, 2]);
    } finally {
      await worker.close();
    }
  });

  it('listens again after its listening connection was cut, and delivers what is sent afterwards', async () => {
    const listeners = async () =>
      (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query = 'listen kontor_realtime'`.execute(shared.db)).rows;
    expect((await listeners()).length).toBe(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen kontor_realtime'`.execute(shared.db);
    await within(
      (async () => {
        while ((await listeners()).length < 2) await new Promise((r) => setTimeout(r, 100));
      })(),
      'both instances to listen again',
    );
    const onB = await open(b);
    await subscribe(onB.s, 'cluster-again');
    await realtimeOf(a.app.kontor).broadcast('cluster-again', 'tick', { n: 1 });
    await onB.s.until(() => onB.s.events('cluster-again', 'tick').length === 1, 'the event after the reconnection');
  });

  it('delivers to B, once it listens again, every event sent while its listening connection was cut: each once, in order', async () => {
    const fanoutB = b.realtime.fanout;
    if (!fanoutB) throw new Error('B has no fan-out');
    const listeningB = async () =>
      (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and application_name = ${fanoutB.listenerName}`.execute(shared.db)).rows.length;
    const onB = await open(b);
    const onA = await open(a);
    await subscribe(onB.s, 'cluster-gap');
    await subscribe(onA.s, 'cluster-gap');
    expect(await listeningB()).toBe(1);
    // Delivered before the cut: the replay must not deliver it again.
    await realtimeOf(a.app.kontor).broadcast('cluster-gap', 'before', { n: -1 });
    await onB.s.until(() => onB.s.events('cluster-gap', 'before').length === 1, 'the event before the cut');
    // Only B's listening connection is cut; A keeps listening.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${fanoutB.listenerName}`.execute(shared.db);
    await within(
      (async () => {
        while ((await listeningB()) > 0) await new Promise((r) => setTimeout(r, 20));
      })(),
      'B to stop listening',
    );
    const big = 'y'.repeat(NOTIFY_MAX_BYTES + 100);
    await Promise.all(Array.from({ length: 12 }, (_, n) => realtimeOf(a.app.kontor).broadcast('cluster-gap', 'tick', n === 6 ? { n, big } : { n })));
    // B's own event, published while it does not listen, comes back to its sockets as well.
    await realtimeOf(b.app.kontor).broadcast('cluster-gap', 'own', { n: 0 });
    // Still cut off (B waits a second before connecting again): what B's socket gets next is a replay.
    expect(await listeningB()).toBe(0);
    expect(onB.s.events('cluster-gap', 'tick')).toEqual([]);
    await within(
      (async () => {
        while ((await listeningB()) === 0) await new Promise((r) => setTimeout(r, 50));
      })(),
      'B to listen again',
    );
    const expected = Array.from({ length: 12 }, (_, n) => n);
    await onB.s.until(() => onB.s.events('cluster-gap', 'tick').length >= 12 && onB.s.events('cluster-gap', 'own').length >= 1, 'the events sent while B was cut off');
    // One more after the reconnection: it arrives after every replayed one, and nothing came twice meanwhile.
    await realtimeOf(a.app.kontor).broadcast('cluster-gap', 'after', { n: 12 });
    await onB.s.until(() => onB.s.events('cluster-gap', 'after').length === 1, 'the event after the reconnection');
    for (const s of [onB.s, onA.s]) {
      await s.until(() => s.events('cluster-gap', 'after').length === 1 && s.events('cluster-gap', 'own').length === 1, 'every event');
      expect(s.events('cluster-gap', 'tick').map((d) => (d as { n: number }).n)).toEqual(expected);
      expect((s.events('cluster-gap', 'tick')[6] as { big: string }).big).toBe(big);
      expect(s.events('cluster-gap', 'own')).toEqual([{ n: 0 }]);
      expect(s.events('cluster-gap', 'after')).toEqual([{ n: 12 }]);
      expect(s.events('cluster-gap', 'before')).toEqual([{ n: -1 }]);
      const gap = s.frames.filter((f) => f.channel === 'cluster-gap' && !f.event.startsWith('pusher'));
      expect(gap[gap.length - 1]?.event).toBe('after');
    }
  });

  it('authorises a socket of B through A, delivers its company events there, and closes it on B when the user signs out on A', async () => {
    const companyId = await createCompany(a, 'Cluster Co', { legal_type: 'individual' });
    await createUser(a, { email: 'rt-cluster@test.local', companyId });
    const { token } = await login(a, 'rt-cluster@test.local');
    const onB = await open(b);
    const channel = companyChannel(companyId);
    const res = await a.app.inject({
      method: 'POST', url: '/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: new URLSearchParams({ socket_id: onB.socketId, channel_name: channel }).toString(),
    });
    expect(res.statusCode).toBe(200);
    await subscribe(onB.s, channel, res.json<{ auth: string }>().auth);
    await realtimeOf(a.app.kontor).broadcast(channel, 'balance.updated', { id: 7 });
    await onB.s.until(() => onB.s.events(channel, 'balance.updated').length === 1, 'the company event on B');
    // The owner went to B ahead of the event (one sender, in order): a sign-out on A closes B's socket
    // (4009: pusher-js does not reconnect by itself).
    expect((await call(a, { method: 'POST', url: api('auth/logout'), token })).statusCode).toBe(200);
    expect(await onB.s.until(() => onB.s.closeCode, 'the socket on B to close')).toBe(4009);
  });

  it('downloads through B a file uploaded through A (database storage, nothing in either data folder)', async () => {
    await createUser(a, { email: 'pic-cluster@test.local', role: 'admin' });
    const { token } = await login(a, 'pic-cluster@test.local');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), crypto.randomBytes(300 * 1024)]);
    const boundary = '----kontorcluster';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await a.app.inject({ method: 'POST', url: api('profile/avatar'), payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.statusCode).toBe(200);
    const url = up.json<{ data: { avatar: string } }>().data.avatar;
    const down = await b.app.inject({ method: 'GET', url });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(down.rawPayload, png)).toBe(0);
    // Kept in chunks in the database, on neither instance's disk.
    const stored = await a.db.db.selectFrom('stored_files').select(['key', 'chunks', 'size']).where('key', 'like', 'uploads/avatars/%').executeTakeFirstOrThrow();
    expect(stored.chunks).toBeGreaterThan(1);
    expect(Number(stored.size)).toBe(png.length);
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(b.dataDir, 'uploads'))).toBe(false);
  });

  it('honours on B a refresh token issued on A, and refuses on A the one B rotated away', async () => {
    await createUser(a, { email: 'refresh-cluster@test.local' });
    const { cookie } = await login(a, 'refresh-cluster@test.local');
    const onB = await call(b, { method: 'POST', url: api('auth/refresh'), cookie });
    expect(onB.statusCode).toBe(200);
    const rotated = refreshCookieOf(onB);
    expect(rotated).toBeDefined();
    expect((await call(a, { method: 'POST', url: api('auth/refresh'), cookie })).statusCode).toBe(401);
    // The reuse revoked the family: the cookie B gave out is dead on both.
    expect((await call(b, { method: 'POST', url: api('auth/refresh'), cookie: rotated })).statusCode).toBe(401);
  });

  it('refuses on B a one-time code already used on A', async () => {
    await createUser(a, { email: 'otp-cluster@test.local', twoFactor: true });
    a.advance(30);
    const code = a.code();
    const body = { email: 'otp-cluster@test.local', password: TEST_PASSWORD };
    expect((await call(a, { method: 'POST', url: api('auth/login'), body, code })).statusCode).toBe(200);
    const replay = await call(b, { method: 'POST', url: api('auth/login'), body, code });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toBe('This code has already been used. Please wait for a new code.');
  });

  it('counts wrong passwords on A and B together: the account is locked on both', async () => {
    await createUser(a, { email: 'throttle-cluster@test.local' });
    const wrong = { email: 'throttle-cluster@test.local', password: 'wrong-password-1!' };
    for (let n = 0; n < 5; n += 1) expect((await call(n % 2 === 0 ? a : b, { method: 'POST', url: api('auth/login'), body: wrong })).statusCode).toBe(422);
    for (const i of [a, b]) {
      const locked = await call(i, { method: 'POST', url: api('auth/login'), body: { ...wrong, password: TEST_PASSWORD } });
      expect(locked.statusCode).toBe(429);
    }
  });

  it('answers a retried money call on B with the answer A gave to the same idempotency key', async () => {
    const co = await makeCompany(a, 'Idem Cluster', { legal: 'individual' });
    const from = await insertAccount(a, co.companyId, 'EUR', { selected: 1 });
    const to = await insertAccount(a, co.companyId, 'EUR');
    await createUser(a, { email: 'idem-admin-cluster@test.local', role: 'admin' });
    await fund(a, (await login(a, 'idem-admin-cluster@test.local')).token, from, '100.00');
    const token = await co.manager.token();
    const req = { method: 'POST' as const, url: api('manager/transactions/transfer'), token, body: { bank_account_id: from, to_account_id: to, amount: '5.00', bypass_duplicate_check: true }, headers: { [HEADERS.idempotencyKey]: 'cluster-key-0001' } };
    const first = await call(a, req);
    expect(first.statusCode).toBe(201);
    const retried = await call(b, req);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().data.id).toBe(first.json().data.id);
    const n = await a.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).where('id', '=', first.json().data.id).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
    const again = await call(b, { ...req, headers: { [HEADERS.idempotencyKey]: 'cluster-key-0002' } });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(first.json().data.id);
  });
});

describe.skipIf(!pgOk)('start-up and stop of an instance on PostgreSQL', () => {
  const opened: Array<{ close: () => Promise<void> }> = [];
  afterAll(async () => {
    for (const d of opened.reverse()) await d.close();
  });
  const empty = async (): Promise<TestDb> => {
    const d = await freshDb('postgres', { migrated: false });
    opened.push(d);
    return d;
  };

  it('is not ready before the migrations, ready after them, and not ready again while draining', async () => {
    const d = await empty();
    const lifecycle = { draining: false };
    const check = readinessChecker(d, lifecycle);
    expect(await check()).toEqual({ ready: false, checks: { migrations: false, database: true, accepting: true } });
    await migrateToLatest(d);
    expect(await pendingMigrations(d)).toEqual([]);
    expect((await check()).ready).toBe(true);
    lifecycle.draining = true;
    expect(await check()).toEqual({ ready: false, checks: { migrations: true, database: true, accepting: false } });
  });

  it('lets one instance migrate at a time: the second waits for the lock and then finds nothing to do', async () => {
    const d = await empty();
    const holder = new pg.Client({ connectionString: d.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY.toString()]);
      const second = openDb({ databaseUrl: d.url });
      opened.push(second);
      let waited = false;
      let finished = false;
      const run = withStartupLock(second, () => migrateToLatest(second), () => (waited = true)).then(() => (finished = true));
      await new Promise((r) => setTimeout(r, 400));
      expect(waited).toBe(true);
      expect(finished).toBe(false);
      expect((await pendingMigrations(second)).length).toBeGreaterThan(0);
      await holder.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY.toString()]);
      await within(run, 'the migration after the lock was released');
      expect(await pendingMigrations(second)).toEqual([]);
    } finally {
      await holder.end();
    }
    // Two instances starting together on an empty database: both come up, the migrations ran once.
    const e = await empty();
    const [x, y] = [openDb({ databaseUrl: e.url }), openDb({ databaseUrl: e.url })];
    opened.push(x, y);
    await Promise.all([withStartupLock(x, () => migrateToLatest(x)), withStartupLock(y, () => migrateToLatest(y))]);
    const names = await sql<{ name: string }>`select name from kysely_migration`.execute(x.db);
    expect(names.rows.length).toBe(new Set(names.rows.map((r) => r.name)).size);
    expect(await pendingMigrations(y)).toEqual([]);
  });

  it('on SIGTERM stops being ready, gives the job under way back to the queue for another instance, and closes sockets with a reconnect hint', async () => {
    const d = await freshDb('postgres');
    opened.push(d);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-stop-'));
    const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, DATABASE_URL: d.url ?? '' }), seedDemo: false, portalDir: path.join(dataDir, 'none') };
    const own: Db = openDb({ databaseUrl: d.url });
    const app = await buildApp(config, { db: own, appKey: crypto.randomBytes(32) });
    let slowStarted!: () => void;
    const slowRunning = new Promise<void>((r) => (slowStarted = r));
    app.get('/test-slow', async () => {
      slowStarted();
      await new Promise((r) => setTimeout(r, 400));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const httpPort = typeof address === 'object' && address ? address.port : 0;
    const realtime = await startRealtime(app, { port: 0, host: '127.0.0.1', env: {} });
    const socket = new Socket(new WebSocket(`ws://127.0.0.1:${realtime.port}/app/${realtime.hub?.key}?protocol=7`));
    await socket.until(() => socket.frames.length > 0, 'the handshake');

    let started!: () => void;
    const claimed = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const blocker = new Promise<void>((r) => (finish = r));
    let lateCommit: Promise<unknown> | null = null;
    const worker = new Worker({
      db: own.db, engine: 'postgres', pollIntervalMs: 20,
      handlers: {
        'cluster.slow': async (job) => {
          started();
          await blocker;
          lateCommit = job.runInTransaction(async (trx) => trx.insertInto('settings').values({ key: 'cluster-late', value: '1', updated_at: new Date().toISOString() }).execute());
          return lateCommit;
        },
      },
    });
    const { job } = await enqueue(own.db, { type: 'cluster.slow', payload: {} });
    worker.start();
    await within(claimed, 'the job to be claimed');
    expect((await d.db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', job.id).executeTakeFirstOrThrow()).status).toBe('running');

    const shutdown = gracefulShutdown({ app, realtime, jobs: { stop: async (o) => void (await worker.stop(o)) }, jobGraceMs: 100 });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    const inFlight = fetch(`http://127.0.0.1:${httpPort}/test-slow`).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    await within(slowRunning, 'the slow request to start');
    const stopping = shutdown();
    expect(app.lifecycle.draining).toBe(true);
    const draining = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not ready', checks: { migrations: true, database: true, accepting: false } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await within(stopping, 'the shutdown');
    // The request in flight was finished; no new one is accepted.
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await expect(fetch(`http://127.0.0.1:${httpPort}/health/live`)).rejects.toThrow();
    expect(await socket.until(() => socket.closeCode, 'the socket to close')).toBe(4200);

    const row = await d.db.selectFrom('jobs').select(['status', 'attempts', 'locked_by']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', attempts: 0, locked_by: null });
    // Another instance's worker takes it at once and finishes it.
    const other = new Worker({ db: d.db, engine: 'postgres', handlers: { 'cluster.slow': async () => ({ by: 'other' }) } });
    expect(await other.runOnce()).toBe(true);
    expect((await d.db.selectFrom('jobs').select(['status', 'result']).where('id', '=', job.id).executeTakeFirstOrThrow())).toEqual({ status: 'done', result: '{"by":"other"}' });
    // The abandoned attempt cannot commit its effects any more.
    finish();
    await within((async () => { while (!lateCommit) await new Promise((r) => setTimeout(r, 10)); })(), 'the old handler to go on');
    await expect(lateCommit).rejects.toThrow(/no longer held/);
    expect(await d.db.selectFrom('settings').select('key').where('key', '=', 'cluster-late').executeTakeFirst()).toBeUndefined();
    await own.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
