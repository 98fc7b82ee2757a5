import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { BROADCAST_AUTH_PATH } from '../../contract/constants';
import { AUTH_BODY_LIMIT } from './authRoute';
import { resolveCredentials, resolveExternal } from './credentials';
import { externalRealtime } from './external';
import { Hub } from './hub';
import { realtimeOrigins, socketOriginAllowed } from './origins';
import { PgFanout } from './pgFanout';
import { CODES, errorFrame, MAX_FRAME_BYTES, PROTOCOL_VERSION } from './protocol';

export type RealtimeOptions = {
  port: number;
  host: string;
  env?: NodeJS.ProcessEnv;
  /** Sockets at most (beyond: 4100 over capacity). */
  maxConnections?: number;
  heartbeatMs?: number;
  /**
   * The PostgreSQL to fan events out through (LISTEN/NOTIFY) so that sockets on every instance get
   * every event; default the app's DATABASE_URL when the app runs on PostgreSQL. KONTOR_REALTIME_FANOUT=local
   * keeps events on this instance (one instance only).
   */
  databaseUrl?: string;
};

export type RealtimeHandle = {
  /** The local hub; null when an external Pusher service is used. */
  hub: Hub | null;
  /** The fan-out through PostgreSQL (several instances); null on SQLite, with an external service, or KONTOR_REALTIME_FANOUT=local. */
  fanout: PgFanout | null;
  /** The port listened on (null with an external service). */
  port: number | null;
  close: () => Promise<void>;
};

const APP_PATH = /^\/app\/([^/]{1,100})$/;

/**
 * Starts the realtime side and puts it on the app context (`app.kontor.realtime`): with PUSHER_HOST set,
 * a publisher to that external service (nothing listens here); otherwise the built-in Pusher-protocol
 * server on `port`, which also answers POST /broadcasting/auth by handing it to the app.
 */
export const startRealtime = async (app: FastifyInstance, o: RealtimeOptions): Promise<RealtimeHandle> => {
  const env = o.env ?? process.env;
  const log = app.log.child({ module: 'realtime' });
  const external = resolveExternal(env);
  if (external) {
    app.kontor.realtime = externalRealtime(external, log);
    log.info({ url: external.baseUrl }, 'realtime: publishing to an external Pusher-compatible service');
    return { hub: null, fanout: null, port: null, close: async () => undefined };
  }

  const credentials = resolveCredentials(app.kontor.appKey, env);
  const hub = new Hub(credentials, log);
  const maxConnections = o.maxConnections ?? 10_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const allowedOrigins = realtimeOrigins(app.kontor.config, env.KONTOR_REALTIME_ORIGINS);

  const server = http.createServer((req, res) => {
    void handleHttp(app, allowedOrigins, req, res).catch((err: unknown) => {
      log.error({ err }, 'realtime: HTTP request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Server Error, please try again later' }));
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://realtime.invalid');
    const match = APP_PATH.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!socketOriginAllowed(req.headers.origin, allowedOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const refuse = (code: number, message: string) => {
        ws.send(errorFrame(code, message));
        ws.close(code, message);
      };
      if (match[1] !== credentials.key) return refuse(CODES.appNotFound, 'Application does not exist');
      if (url.searchParams.get('protocol') !== String(PROTOCOL_VERSION)) return refuse(CODES.unsupportedProtocol, `Unsupported protocol version (this server speaks ${PROTOCOL_VERSION})`);
      if (hub.size >= maxConnections) return refuse(CODES.overCapacity, 'Over capacity');
      hub.accept(ws);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const heartbeat = setInterval(() => hub.heartbeat(), o.heartbeatMs ?? 60_000);
  heartbeat.unref();
  const fanoutUrl = o.databaseUrl ?? app.kontor.config.databaseUrl;
  let fanout: PgFanout | null = null;
  if (app.kontor.engine === 'postgres' && fanoutUrl && env.KONTOR_REALTIME_FANOUT !== 'local') {
    fanout = new PgFanout(hub, { databaseUrl: fanoutUrl, db: app.kontor.db, log });
    try {
      await fanout.start();
    } catch (err) {
      clearInterval(heartbeat);
      server.close();
      throw err;
    }
    log.info({ instance: fanout.instanceId }, 'realtime: events fan out to every instance through PostgreSQL LISTEN/NOTIFY');
  }
  const realtime = fanout ?? hub;
  app.kontor.realtime = realtime;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  log.info({ port }, 'realtime: Pusher-protocol server listening');

  return {
    hub,
    fanout,
    port,
    close: async () => {
      clearInterval(heartbeat);
      if (app.kontor.realtime === realtime) app.kontor.realtime = undefined;
      await fanout?.close();
      // 4200: pusher-js reconnects at once, to whichever instance the load balancer picks.
      hub.closeAll();
      // Up to one second for the close handshakes, then the rest are cut.
      for (let i = 0; i < 20 && wss.clients.size > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const readBody = (req: http.IncomingMessage, limit: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Read no further; the 413 goes out and the connection is closed behind it.
        req.pause();
        req.removeAllListeners('data');
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const PASSED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'x-content-type-options', 'referrer-policy', 'content-security-policy', 'x-frame-options'];

/** The realtime port's plain HTTP: POST /broadcasting/auth (handed to the app's route), its CORS preflight, and 404. */
const handleHttp = async (app: FastifyInstance, origins: Set<string>, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
  const path = (req.url ?? '/').split('?')[0];
  const origin = req.headers.origin;
  if (origin && origins.has(origin)) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
  }
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (path !== BROADCAST_AUTH_PATH) return json(404, { message: 'Not found.' });
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization, content-type, x-requested-with, x-socket-id',
      'access-control-max-age': '600',
    });
    return void res.end();
  }
  if (req.method !== 'POST') return json(405, { message: 'Method not allowed.' });
  const body = Number(req.headers['content-length'] ?? 0) > AUTH_BODY_LIMIT ? null : await readBody(req, AUTH_BODY_LIMIT);
  if (body === null) {
    res.setHeader('connection', 'close');
    res.on('finish', () => req.socket.destroy());
    return json(413, { message: 'The request is too large.' });
  }
  const headers: Record<string, string> = {};
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
  const answer = await app.inject({ method: 'POST', url: BROADCAST_AUTH_PATH, headers, payload: body, remoteAddress: req.socket.remoteAddress });
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = answer.headers[name];
    if (typeof value === 'string') res.setHeader(name, value);
  }
  res.writeHead(answer.statusCode);
  res.end(answer.rawPayload);
};
