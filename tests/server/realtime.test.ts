import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Pusher, { type ChannelAuthorizationHandler } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ANNOUNCE_AUTH_CODE_EVENT, ANNOUNCE_CHANNEL, companyChannel } from '../../src/contract/enums';
import { channelAuth, signApiRequest } from '../../src/server/realtime/credentials';
import { externalRealtime } from '../../src/server/realtime/external';
import { realtimeOf } from '../../src/server/realtime/publish';
import { realtimeOrigins } from '../../src/server/realtime/origins';
import { type RealtimeHandle, startRealtime } from '../../src/server/realtime/server';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const WAIT_MS = 4000;

/** The derived secret, recomputed the documented way: HMAC-SHA256 of the default app key under the server key. */
const secretOf = (t: TestApp): string => crypto.createHmac('sha256', t.appKey).update('pusher-app-secret:kontor').digest('hex');

const within = <T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

type SubscriptionError = { type?: string; error?: string; status?: number; code?: number };
type Frame = { event: string; channel?: string; data?: unknown };

/** Raw protocol client (for what pusher-js never sends): every frame it receives, in order. */
class RawClient {
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
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** The first frame (from `from` on) that matches; frames already received count. */
  async frame(match: (f: Frame) => boolean, what: string): Promise<Frame> {
    return within(
      new Promise<Frame>((resolve, reject) => {
        const check = () => {
          const found = this.frames.find(match);
          if (found) return resolve(found);
          if (this.closeCode !== null) return reject(new Error(`socket closed (${this.closeCode}) before ${what}`));
          this.waiters.push(check);
        };
        check();
      }),
      what,
    );
  }

  closed(): Promise<number> {
    return within(
      new Promise<number>((resolve) => {
        const check = () => (this.closeCode !== null ? resolve(this.closeCode) : this.waiters.push(check));
        check();
      }),
      'the socket to close',
    );
  }

  send(value: unknown) {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }
}

const dataOf = (f: Frame): Record<string, unknown> => (typeof f.data === 'string' ? (JSON.parse(f.data) as Record<string, unknown>) : (f.data as Record<string, unknown>));

await forEachEngine((engine) => {
  describe(`realtime: Pusher protocol 7 and /broadcasting/auth (${engine})`, () => {
    let t: TestApp;
    let rt: RealtimeHandle;
    let port: number;
    let key: string;
    let companyA: number;
    let companyB: number;
    const pushers: Pusher[] = [];
    const raws: RawClient[] = [];

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_PUBLIC_URL: 'https://portal.example' });
      companyA = await createCompany(t, 'Alpha', { legal_type: 'individual' });
      companyB = await createCompany(t, 'Beta', { legal_type: 'individual' });
      const companyC = await createCompany(t, 'Gamma', { legal_type: 'company' });
      await createUser(t, { email: 'a@test.local', companyId: companyA });
      await createUser(t, { email: 'a2@test.local', companyId: companyA, role: 'manager-reader' });
      await createUser(t, { email: 'b@test.local', companyId: companyB });
      await createUser(t, { email: 'c@test.local', companyId: companyC });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      rt = await startRealtime(t.app, { port: 0, host: '127.0.0.1', env: {} });
      port = rt.port ?? 0;
      key = rt.hub?.key ?? '';
    });

    afterEach(() => {
      for (const p of pushers.splice(0)) p.disconnect();
      for (const r of raws.splice(0)) r.ws.terminate();
    });

    afterAll(async () => {
      await rt?.close();
      await t?.close();
    });

    const authorizeBody = (socketId: string, channel: string) => new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString();

    const askAuth = (token: string | undefined, socketId: string, channel: string) =>
      t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: authorizeBody(socketId, channel),
      });

    /** pusher-js's channel authorisation through the app's route (Fastify inject), as the portal's Echo does over HTTP. */
    const viaApp =
      (token: string): ChannelAuthorizationHandler =>
      (params, callback) => {
        void askAuth(token, params.socketId, params.channelName).then((res) =>
          res.statusCode === 200 ? callback(null, res.json<{ auth: string }>()) : callback(new Error(`auth answered ${res.statusCode}`), null),
        );
      };

    /** A handler that hands pusher-js whatever signature the test chooses. */
    const fixed =
      (auth: (socketId: string) => string | Promise<string>): ChannelAuthorizationHandler =>
      (params, callback) => {
        void Promise.resolve(auth(params.socketId)).then((value) => callback(null, { auth: value }));
      };

    const client = (handler: ChannelAuthorizationHandler, endpoint = '/broadcasting/auth', headers: Record<string, string> = {}): Pusher => {
      const p = new Pusher(key, {
        cluster: 'mt1',
        wsHost: '127.0.0.1',
        wsPort: port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: { transport: 'ajax', endpoint, headers, customHandler: handler },
      });
      pushers.push(p);
      return p;
    };

    const connected = (p: Pusher): Promise<string> =>
      within(
        new Promise<string>((resolve, reject) => {
          if (p.connection.state === 'connected') return resolve(p.connection.socket_id);
          p.connection.bind('connected', () => resolve(p.connection.socket_id));
          p.connection.bind('failed', () => reject(new Error('connection failed')));
        }),
        'the connection',
      );

    const subscribe = (p: Pusher, channel: string): Promise<'ok' | SubscriptionError> =>
      within(
        new Promise<'ok' | SubscriptionError>((resolve) => {
          const ch = p.subscribe(channel);
          ch.bind('pusher:subscription_succeeded', () => resolve('ok'));
          ch.bind('pusher:subscription_error', (e: SubscriptionError) => resolve(e));
        }),
        `the subscription to ${channel}`,
      );

    const nextEvent = (p: Pusher, channel: string, event: string): Promise<unknown> =>
      within(
        new Promise<unknown>((resolve) => {
          const ch = p.channel(channel);
          ch.bind(event, (data: unknown) => resolve(data));
        }),
        `${event} on ${channel}`,
      );

    const raw = async (path = `/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`): Promise<RawClient> => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
      const r = new RawClient(ws);
      raws.push(r);
      return r;
    };

    const rawConnected = async (): Promise<{ r: RawClient; socketId: string }> => {
      const r = await raw();
      const hello = await r.frame((f) => f.event === 'pusher:connection_established', 'connection_established');
      return { r, socketId: String(dataOf(hello).socket_id) };
    };

    it('connects with pusher-js, subscribes to the own company channel and receives broadcasts', async () => {
      const { token } = await login(t, 'a@test.local');
      const p = client(viaApp(token));
      const socketId = await connected(p);
      expect(socketId).toMatch(/^\d+\.\d+$/);
      expect(await subscribe(p, companyChannel(companyA))).toBe('ok');
      expect(await subscribe(p, ANNOUNCE_CHANNEL)).toBe('ok');

      const accountEvent = nextEvent(p, companyChannel(companyA), 'account.updated');
      await realtimeOf(t.app.kontor).broadcast(companyChannel(companyA), 'account.updated', { id: 7, balance: '10.00' });
      expect(await accountEvent).toEqual({ id: 7, balance: '10.00' });

      const announce = nextEvent(p, ANNOUNCE_CHANNEL, ANNOUNCE_AUTH_CODE_EVENT);
      await realtimeOf(t.app.kontor).broadcast(ANNOUNCE_CHANNEL, ANNOUNCE_AUTH_CODE_EVENT, { otp: '123456', identifier: 'x'.repeat(30) });
      expect(await announce).toEqual({ otp: '123456', identifier: 'x'.repeat(30) });
    });

    it('answers the auth endpoint on the realtime port too (pusher-js ajax, form-encoded)', async () => {
      const { token } = await login(t, 'a2@test.local');
      const p = new Pusher(key, {
        cluster: 'mt1',
        wsHost: '127.0.0.1',
        wsPort: port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: { transport: 'ajax', endpoint: `http://127.0.0.1:${port}/broadcasting/auth`, headers: { Authorization: `Bearer ${token}` } },
      });
      pushers.push(p);
      await connected(p);
      expect(await subscribe(p, companyChannel(companyA))).toBe('ok');

      const base = `http://127.0.0.1:${port}/broadcasting/auth`;
      const socketId = p.connection.socket_id;
      const noToken = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: authorizeBody(socketId, companyChannel(companyA)) });
      expect(noToken.status).toBe(401);
      const json = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ socket_id: socketId, channel_name: companyChannel(companyA) }) });
      expect(json.status).toBe(200);
      expect(json.headers.get('cache-control')).toBe('no-store');
      expect(((await json.json()) as { auth: string }).auth).toBe(channelAuth({ appId: '', key, secret: secretOf(t) }, socketId, companyChannel(companyA)));
      const preflight = await fetch(base, { method: 'OPTIONS', headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.example');
      const foreign = await fetch(base, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const tooLarge = await fetch(base, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ socket_id: socketId, channel_name: 'x'.repeat(5000) }) });
      expect(tooLarge.status).toBe(413);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    });

    it('checks the caller and the input at /broadcasting/auth (401, 422, 403)', async () => {
      const { token } = await login(t, 'a@test.local');
      const { socketId } = await rawConnected();
      expect((await askAuth(undefined, socketId, companyChannel(companyA))).statusCode).toBe(401);
      expect((await askAuth('not-a-valid-token-at-all-000000', socketId, companyChannel(companyA))).statusCode).toBe(401);

      const badSocket = await askAuth(token, '12.x', companyChannel(companyA));
      expect(badSocket.statusCode).toBe(422);
      expect(badSocket.json().errors).toHaveProperty('socket_id');
      const badChannel = await askAuth(token, socketId, 'private-company.1 ');
      expect(badChannel.statusCode).toBe(422);
      expect(badChannel.json().errors).toHaveProperty('channel_name');
      expect((await askAuth(token, socketId, ANNOUNCE_CHANNEL)).statusCode).toBe(422);
      const wrongTypes = await call(t, { method: 'POST', url: '/broadcasting/auth', token, body: { socket_id: 12, channel_name: ['private-a'] } });
      expect(wrongTypes.statusCode).toBe(422);
      expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(['channel_name', 'socket_id']);
      const repeated = await t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `socket_id=${socketId}&socket_id=1.1&channel_name=${companyChannel(companyA)}`,
      });
      expect(repeated.statusCode).toBe(422);

      // Another company's channel, another user's channel name, and kinds that are never signed.
      expect((await askAuth(token, socketId, companyChannel(companyB))).statusCode).toBe(403);
      expect((await askAuth(token, socketId, 'private-user.1')).statusCode).toBe(403);
      expect((await askAuth(token, socketId, `private-encrypted-company.${companyA}`)).statusCode).toBe(403);
      // Admins have no company channel; a company user without two-factor is gated like manager data.
      expect((await askAuth((await login(t, 'admin@test.local')).token, socketId, companyChannel(companyA))).statusCode).toBe(403);
      const gated = await askAuth((await login(t, 'c@test.local')).token, socketId, companyChannel(companyA + 2));
      expect(gated.statusCode).toBe(403);
      expect(gated.json().message).toMatch(/Two-factor/);

      // A well-formed socket id that is no live connection of this server.
      expect((await askAuth(token, '123.456', companyChannel(companyA))).statusCode).toBe(403);
      expect((await askAuth(token, socketId, companyChannel(companyA))).json()).toEqual({ auth: expect.stringMatching(new RegExp(`^${key}:[0-9a-f]{64}$`)) });
    });

    it('refuses a forged signature and another company channel at the socket', async () => {
      const { token } = await login(t, 'a@test.local');
      // A made-up signature.
      const forged = client(fixed(() => `${key}:${'ab'.repeat(32)}`));
      await connected(forged);
      const refused = await subscribe(forged, companyChannel(companyA));
      expect(refused).toMatchObject({ code: 4009, status: 401 });
      // A genuine signature of the own channel used for another company's channel.
      const other = client(
        fixed(async (socketId) => {
          const res = await askAuth(token, socketId, companyChannel(companyA));
          return res.json<{ auth: string }>().auth;
        }),
      );
      await connected(other);
      expect(await subscribe(other, companyChannel(companyB))).toMatchObject({ code: 4009 });
      // No auth at all, and a signature signed with a wrong secret.
      const { r, socketId } = await rawConnected();
      r.send({ event: 'pusher:subscribe', data: { channel: companyChannel(companyA) } });
      await r.frame((f) => f.event === 'pusher:subscription_error', 'the refusal of a missing signature');
      r.send({ event: 'pusher:subscribe', data: { channel: companyChannel(companyB), auth: channelAuth({ appId: '', key, secret: 'guess' }, socketId, companyChannel(companyB)) } });
      const e = await r.frame((f) => f.event === 'pusher:subscription_error' && f.channel === companyChannel(companyB), 'the refusal of a wrong secret');
      expect(dataOf(e)).toMatchObject({ code: 4009 });

      // Nothing sent to company A reaches those sockets.
      await realtimeOf(t.app.kontor).broadcast(companyChannel(companyA), 'company.updated', { id: companyA });
      await realtimeOf(t.app.kontor).broadcast(companyChannel(companyB), 'company.updated', { id: companyB });
      r.send({ event: 'pusher:ping', data: {} });
      await r.frame((f) => f.event === 'pusher:pong', 'pong');
      expect(r.frames.some((f) => f.event === 'company.updated')).toBe(false);
    });

    it('refuses a signature replayed on another socket, and signs only live sockets of one user', async () => {
      const { token } = await login(t, 'a@test.local');
      const first = await rawConnected();
      const granted = (await askAuth(token, first.socketId, companyChannel(companyA))).json<{ auth: string }>().auth;

      // The same user, the same channel, a valid signature, but made for the other socket.
      const replay = client(fixed(() => granted));
      await connected(replay);
      expect(await subscribe(replay, companyChannel(companyA))).toMatchObject({ code: 4009 });

      // On its own socket the signature works.
      first.r.send({ event: 'pusher:subscribe', data: { channel: companyChannel(companyA), auth: granted } });
      await first.r.frame((f) => f.event === 'pusher_internal:subscription_succeeded', 'subscription_succeeded');

      // A socket bound to one user cannot be signed for another user (even of the same company).
      const reader = await login(t, 'a2@test.local');
      expect((await askAuth(reader.token, first.socketId, companyChannel(companyA))).statusCode).toBe(403);

      // Once the connection is gone its socket id is signed no more.
      first.r.ws.close();
      await first.r.closed();
      await within(
        (async () => {
          while ((await askAuth(token, first.socketId, companyChannel(companyA))).statusCode !== 403) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        'the socket id to be forgotten',
      );
    });

    it('closes the sockets of a sign-in at logout, and only those', async () => {
      const session = await login(t, 'b@test.local');
      const otherSession = await login(t, 'b@test.local');
      const p = client(viaApp(session.token));
      await connected(p);
      expect(await subscribe(p, companyChannel(companyB))).toBe('ok');
      const stays = client(viaApp(otherSession.token));
      await connected(stays);
      expect(await subscribe(stays, companyChannel(companyB))).toBe('ok');

      const disconnected = within(new Promise<void>((resolve) => p.connection.bind('disconnected', () => resolve())), 'the socket to be closed');
      const out = await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: session.token });
      expect(out.statusCode).toBe(200);
      await disconnected;
      expect(p.connection.state).toBe('disconnected');

      // The other sign-in still receives events; the revoked token cannot sign again.
      const event = nextEvent(stays, companyChannel(companyB), 'notification.created');
      await realtimeOf(t.app.kontor).broadcast(companyChannel(companyB), 'notification.created', { id: 1 });
      expect(await event).toEqual({ id: 1 });
      expect((await askAuth(session.token, stays.connection.socket_id, companyChannel(companyB))).statusCode).toBe(401);
      expect(rt.hub?.disconnectUser(999_999)).toBe(0);
    });

    it('speaks the protocol: handshake, ping, errors for malformed frames, limits', async () => {
      const { r, socketId } = await rawConnected();
      const hello = r.frames[0] as Frame;
      expect(hello.event).toBe('pusher:connection_established');
      expect(typeof hello.data).toBe('string');
      expect(JSON.parse(hello.data as string)).toEqual({ socket_id: socketId, activity_timeout: 120 });

      r.send({ event: 'pusher:ping', data: {} });
      expect((await r.frame((f) => f.event === 'pusher:pong', 'pong')).data).toBe('{}');

      const errorsSoFar = () => r.frames.filter((f) => f.event === 'pusher:error').length;
      const expectError = async (frame: unknown, what: string) => {
        const before = errorsSoFar();
        r.send(frame);
        const e = await r.frame((f) => f.event === 'pusher:error' && r.frames.filter((g) => g.event === 'pusher:error').indexOf(f) === before, what);
        expect(dataOf(e)).toMatchObject({ code: 4300, message: expect.any(String) });
      };
      await expectError('{not json', 'bad JSON');
      await expectError('[1,2]', 'an array');
      await expectError({ event: 42 }, 'a numeric event');
      await expectError({ event: 'pusher:subscribe', data: { channel: 5 } }, 'a numeric channel');
      await expectError({ event: 'pusher:subscribe', data: { channel: 'ok', auth: 1 } }, 'a numeric auth');
      await expectError({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } }, 'a bad channel name');
      await expectError({ event: 'client-typing', channel: 'x', data: {} }, 'a client event');
      await expectError({ event: 'pusher:whatever', data: {} }, 'an unknown event');

      r.send({ event: 'pusher:subscribe', data: { channel: 'presence-room' } });
      await r.frame((f) => f.event === 'pusher:subscription_error' && f.channel === 'presence-room', 'presence refused');

      // Subscribe, receive, unsubscribe, receive nothing.
      r.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
      await r.frame((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'news', 'news subscribed');
      await realtimeOf(t.app.kontor).broadcast('news', 'first', { n: 1 });
      expect(dataOf(await r.frame((f) => f.event === 'first', 'first'))).toEqual({ n: 1 });
      r.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
      r.send({ event: 'pusher:ping', data: {} });
      await r.frame((f) => f.event === 'pusher:pong' && r.frames.filter((g) => g.event === 'pusher:pong').length === 2, 'second pong');
      await realtimeOf(t.app.kontor).broadcast('news', 'second', { n: 2 });
      r.send({ event: 'pusher:ping', data: {} });
      await r.frame((f) => f.event === 'pusher:pong' && r.frames.filter((g) => g.event === 'pusher:pong').length === 3, 'third pong');
      expect(r.frames.some((f) => f.event === 'second')).toBe(false);

      // Too many subscriptions.
      for (let i = 0; i < 100; i += 1) r.send({ event: 'pusher:subscribe', data: { channel: `c${i}` } });
      r.send({ event: 'pusher:subscribe', data: { channel: 'one-too-many' } });
      const limit = await r.frame((f) => f.event === 'pusher:subscription_error' && f.channel === 'one-too-many', 'the subscription limit');
      expect(dataOf(limit)).toMatchObject({ code: 4302 });

      // An oversized frame ends the connection (1009, message too big).
      r.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(11 * 1024) } });
      expect(await r.closed()).toBe(1009);
    });

    it('refuses unknown app keys, other protocol versions and other paths', async () => {
      const unknown = await raw('/app/not-our-key?protocol=7&client=js&version=8.6.0');
      const e = await unknown.frame((f) => f.event === 'pusher:error', 'the unknown key error');
      expect(dataOf(e)).toMatchObject({ code: 4001 });
      expect(await unknown.closed()).toBe(4001);

      const old = await raw(`/app/${key}?protocol=5`);
      expect(dataOf(await old.frame((f) => f.event === 'pusher:error', 'the protocol error'))).toMatchObject({ code: 4007 });
      expect(await old.closed()).toBe(4007);

      const elsewhere = new WebSocket(`ws://127.0.0.1:${port}/socket`);
      const status = await within(
        new Promise<number>((resolve) => {
          elsewhere.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          elsewhere.on('error', () => resolve(-1));
        }),
        'the refusal of another path',
      );
      expect(status).toBe(404);
      elsewhere.terminate();
    });

    it('accepts exactly the configured public origins: refuses another site, another port or scheme of this host and a rebound name (Origin)', async () => {
      const handshake = (origin: string | undefined, host?: string) =>
        within(
          new Promise<number>((resolve) => {
            const headers = { ...(origin ? { Origin: origin } : {}), ...(host ? { Host: host } : {}) };
            const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0`, { headers });
            ws.on('unexpected-response', (_req, res) => (resolve(res.statusCode ?? 0), ws.terminate()));
            ws.on('open', () => (resolve(101), ws.close()));
            ws.on('error', () => resolve(-1));
          }),
          `the handshake from ${origin ?? 'no page'}`,
        );
      expect(await handshake('https://portal.example')).toBe(101);
      expect(await handshake(undefined)).toBe(101);
      expect(await handshake('https://evil.example')).toBe(403);
      expect(await handshake('null')).toBe(403);
      // The host the socket is opened on, on another port or scheme, is not the portal.
      expect(await handshake('http://127.0.0.1:8000')).toBe(403);
      expect(await handshake(`http://127.0.0.1:${port}`)).toBe(403);
      expect(await handshake('http://portal.example')).toBe(403);
      // DNS rebinding: the attacker's name now points here, so its page's host equals the Host header.
      expect(await handshake(`http://rebind.example:${port}`, `rebind.example:${port}`)).toBe(403);
      expect(await handshake('http://rebind.example', 'rebind.example')).toBe(403);
    });
  });
});

describe('realtime: signing and the external Pusher service', () => {
  const docs = { appId: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

  it('signs channels and API requests as the Pusher documentation does', () => {
    expect(channelAuth(docs, '1234.1234', 'private-foobar')).toBe('278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4');
    const body = JSON.stringify({ name: 'foo', channels: ['project-3'], data: JSON.stringify({ some: 'data' }) });
    expect(signApiRequest(docs, 'POST', '/apps/3/events', body, 1353088179)).toBe(
      'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  it('publishes to the configured service with a signed request', async () => {
    const received: Array<{ method: string; url: string; body: string }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', body });
        res.writeHead(received.length === 1 ? 200 : 401, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const warnings: string[] = [];
    try {
      const { port } = server.address() as AddressInfo;
      const rt = externalRealtime({ ...docs, baseUrl: `http://127.0.0.1:${port}` }, { warn: (_o, msg) => warnings.push(msg) }, { nowSeconds: () => 1353088179 });
      await rt.broadcast('project-3', 'foo', { some: 'data' });
      expect(received).toHaveLength(1);
      expect(received[0]?.method).toBe('POST');
      expect(received[0]?.url).toBe(
        '/apps/3/events?auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
      );
      expect(JSON.parse(received[0]?.body ?? '')).toEqual({ name: 'foo', channels: ['project-3'], data: '{"some":"data"}' });
      // A refusal is logged, never thrown; the sockets are the service's: any socket id can be signed.
      await rt.broadcast('project-3', 'foo', { some: 'data' });
      expect(warnings).toEqual(['realtime: the Pusher service refused an event']);
      expect(rt.authorize('1234.1234', 'private-foobar', { userId: 1, familyId: 'f' })).toEqual({ ok: true, auth: channelAuth(docs, '1234.1234', 'private-foobar') });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('realtime: the origins a browser page may open the socket from', () => {
  it('are the public address and the listed ones; the default local address is named both ways', () => {
    expect([...realtimeOrigins({ publicUrl: 'https://bank.example/portal', port: 8000 }, 'https://admin.bank.example, not a url')]).toEqual(['https://bank.example', 'https://admin.bank.example']);
    expect([...realtimeOrigins({ publicUrl: 'http://localhost:8600', port: 8600 }, undefined)]).toEqual(['http://localhost:8600', 'http://127.0.0.1:8600']);
  });
});
