// npm run bench (realtime part): delivery latency from a committed write to the connected clients,
// with many sockets open on the built-in Pusher-protocol server. Loopback only, bounded in count and time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { companyChannel } from '../../src/contract/enums';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { CHANNEL_AUTH_LIMITS } from '../../src/server/realtime/authRoute';
import { startRealtime } from '../../src/server/realtime';

const SOCKETS = Number(process.env.KONTOR_BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.KONTOR_BENCH_REALTIME_ROUNDS ?? 20);
const EVENT = 'bench.tick';
const DEADLINE_MS = 10_000;

type Frame = { event: string; channel?: string; data?: unknown };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const parse = (raw: WebSocket.RawData): Frame => JSON.parse(raw.toString()) as Frame;
const dataOf = (frame: Frame): Record<string, unknown> => (typeof frame.data === 'string' ? (JSON.parse(frame.data) as Record<string, unknown>) : ((frame.data ?? {}) as Record<string, unknown>));

/** Resolves with the first frame that matches, or fails after the deadline. */
const nextFrame = (ws: WebSocket, match: (f: Frame) => boolean, what: string): Promise<Frame> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      reject(new Error(`timed out waiting for ${what}`));
    }, DEADLINE_MS);
    const onMessage = (raw: WebSocket.RawData) => {
      const frame = parse(raw);
      if (!match(frame)) return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve(frame);
    };
    ws.on('message', onMessage);
  });

export const benchRealtime = async (write: (line: string) => void): Promise<void> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-rt-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir }), portalDir: path.join(dataDir, 'none') };
  const app = await buildApp(config);
  await app.ready();
  const rt = await startRealtime(app, { port: 0, host: '127.0.0.1', env: {} });
  // One user opens every socket within a minute, far more than the per-user and per-address channel
  // authorisation limits allow a browser (the limits are tested in tests/server): lifted in this process only.
  const limits = CHANNEL_AUTH_LIMITS as unknown as Record<keyof typeof CHANNEL_AUTH_LIMITS, { max: number; windowSeconds: number }>;
  limits.perUser = { max: SOCKETS * 2, windowSeconds: 60 };
  limits.perAddress = { max: SOCKETS * 2, windowSeconds: 60 };
  const sockets: WebSocket[] = [];
  try {
    // The individual demo customer signs in without two-factor and may listen on their company's channel.
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'individual@kontor.test', password: DEMO_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login failed ${login.statusCode} ${login.body}`);
    const { token, user } = login.json<{ data: { token: { access_token: string }; user: { id: number; company: { id: number } } } }>().data;
    const channel = companyChannel(user.company.id);

    const t0 = performance.now();
    const connect = async (): Promise<WebSocket> => {
      const ws = new WebSocket(`ws://127.0.0.1:${rt.port}/app/${rt.hub?.key ?? ''}?protocol=7&client=js&version=8.6.0&flash=false`);
      sockets.push(ws);
      const established = await nextFrame(ws, (f) => f.event === 'pusher:connection_established', 'connection_established');
      const socketId = String(dataOf(established).socket_id);
      const auth = await app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token.access_token}` },
        payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      });
      if (auth.statusCode !== 200) throw new Error(`channel auth failed ${auth.statusCode} ${auth.body}`);
      const subscribed = nextFrame(ws, (f) => f.event === 'pusher_internal:subscription_succeeded', 'subscription');
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.json<{ auth: string }>().auth } }));
      await subscribed;
      return ws;
    };
    // In batches, so that the handshakes do not all wait on one another.
    for (let i = 0; i < SOCKETS; i += 100) await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, connect));
    write(`${'realtime: open + subscribe sockets'.padEnd(40)} n=${String(SOCKETS).padStart(5)}  ${(performance.now() - t0).toFixed(0)} ms\n`);

    const perClient: number[] = [];
    const lastClient: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const arrivals = sockets.map((ws) => nextFrame(ws, (f) => f.event === EVENT && dataOf(f).round === round, `round ${round}`).then(() => performance.now()));
      // A real committed write, then the broadcast that a module makes after its commit.
      await app.kontor.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
      });
      const committed = performance.now();
      await app.kontor.realtime?.broadcast(channel, EVENT, { round });
      const times = (await Promise.all(arrivals)).map((at) => at - committed);
      perClient.push(...times);
      lastClient.push(Math.max(...times));
    }
    write(
      `${'realtime: commit → client delivery'.padEnd(40)} n=${String(perClient.length).padStart(5)}  p50 ${percentile(perClient, 50).toFixed(2)} ms  p99 ${percentile(perClient, 99).toFixed(2)} ms  last client p50 ${percentile(lastClient, 50).toFixed(2)} ms\n`,
    );
  } finally {
    for (const ws of sockets) {
      // A socket still connecting reports its termination as an error: the bench's own error is the one to show.
      ws.on('error', () => undefined);
      ws.terminate();
    }
    await rt.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
