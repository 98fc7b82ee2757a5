import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import type { Hub } from './hub';
import { isValidChannelName, MAX_EVENT_NAME } from './protocol';
import type { AuthorizeOutcome, Realtime, SocketOwner } from './types';

/** The PostgreSQL notification channel every instance listens on. */
export const NOTIFY_CHANNEL = 'kontor_realtime';
/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: a message above this many bytes is stored
 * in realtime_payloads and the notification carries its id only.
 */
export const NOTIFY_MAX_BYTES = 7900;
/** How long connecting to PostgreSQL may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 5000;
/** Stored payloads are read within moments; rows older than this are removed. */
export const PAYLOAD_KEEP_MS = 10 * 60 * 1000;

/** What travels between instances. `o` is the id of the instance that sent it. */
export type FanoutMessage =
  | { k: 'event'; o: string; c: string; e: string; d: unknown }
  | { k: 'ref'; o: string; id: number }
  | { k: 'disconnect'; o: string; u: number; f?: string }
  | { k: 'bind'; o: string; s: string; u: number; f: string };

type Logger = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

export type FanoutOptions = {
  databaseUrl: string;
  /** The app's database: stores and reads the payloads sent by reference. */
  db: Kysely<Database>;
  log: Logger;
  /** Pause before connecting again after the listening connection was lost (default 1 s). */
  reconnectMs?: number;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const parseMessage = (text: string): FanoutMessage | null => {
  try {
    const m: unknown = JSON.parse(text);
    if (!isRecord(m) || typeof m.o !== 'string') return null;
    if (m.k === 'event' && typeof m.c === 'string' && typeof m.e === 'string') return m as FanoutMessage;
    if (m.k === 'ref' && typeof m.id === 'number') return m as FanoutMessage;
    if (m.k === 'disconnect' && typeof m.u === 'number' && (m.f === undefined || typeof m.f === 'string')) return m as FanoutMessage;
    if (m.k === 'bind' && typeof m.s === 'string' && typeof m.u === 'number' && typeof m.f === 'string') return m as FanoutMessage;
    return null;
  } catch {
    return null;
  }
};

/**
 * Realtime of several instances on one PostgreSQL (LISTEN/NOTIFY, no other service): every broadcast
 * is sent as a notification and delivered to the local sockets of each instance, this one included,
 * when the notification comes back. PostgreSQL hands notifications to every listener in commit order,
 * and each instance sends its own through one connection, one at a time, in the order they were
 * published: so every instance delivers the events of a channel in the same order.
 *
 * Closing a user's sockets (logout, disable) is sent too: each instance closes that user's sockets.
 * A channel authorisation that reaches an instance other than the one holding the socket is signed
 * (the signature only works for that socket id) and the owner is sent to the instance that has it.
 */
export class PgFanout implements Realtime {
  readonly instanceId = crypto.randomBytes(8).toString('hex');
  private listener: pg.Client | null = null;
  private publisher: pg.Client | null = null;
  private publishing: Promise<void> = Promise.resolve();
  private delivering: Promise<void> = Promise.resolve();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly hub: Hub,
    private readonly o: FanoutOptions,
  ) {}

  get key(): string {
    return this.hub.key;
  }

  /** Connects the listening and the sending connection; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    await this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.publishing.catch(() => undefined);
    await this.delivering.catch(() => undefined);
    const clients = [this.listener, this.publisher];
    this.listener = null;
    this.publisher = null;
    await Promise.all(clients.map((c) => c?.end().catch(() => undefined)));
  }

  authorize(socketId: string, channel: string, owner: SocketOwner): AuthorizeOutcome {
    const bound = this.hub.bindOwner(socketId, owner);
    if (bound === 'other_user') return { ok: false, reason: 'other_user' };
    // Not a socket of this instance: perhaps of another one (the load balancer sent the call here).
    if (bound === 'unknown_socket') void this.publish({ k: 'bind', o: this.instanceId, s: socketId, u: owner.userId, f: owner.familyId });
    return { ok: true, auth: this.hub.sign(socketId, channel) };
  }

  async broadcast(channel: string, event: string, data: unknown): Promise<void> {
    if (!isValidChannelName(channel) || event.length === 0 || event.length > MAX_EVENT_NAME) {
      this.o.log.warn({ channel, event }, 'realtime: broadcast refused (bad channel or event name)');
      return;
    }
    const sent = await this.publish({ k: 'event', o: this.instanceId, c: channel, e: event, d: data });
    // The database did not take it: this instance's sockets still get it.
    if (!sent) await this.hub.broadcast(channel, event, data);
  }

  disconnectUser(userId: number, familyId?: string): number {
    const closed = this.hub.disconnectUser(userId, familyId);
    void this.publish({ k: 'disconnect', o: this.instanceId, u: userId, ...(familyId === undefined ? {} : { f: familyId }) });
    return closed;
  }

  /** Sends a message to every instance; false when it could not be sent. One at a time, in call order. */
  private publish(message: FanoutMessage): Promise<boolean> {
    const run = this.publishing.then(() => this.send(message));
    this.publishing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async send(message: FanoutMessage): Promise<boolean> {
    if (this.closed) return false;
    try {
      let text = JSON.stringify(message);
      if (Buffer.byteLength(text, 'utf8') > NOTIFY_MAX_BYTES) {
        const now = Date.now();
        const row = await this.o.db.insertInto('realtime_payloads').values({ payload: text, created_at: nowIso(new Date(now)) }).returning('id').executeTakeFirstOrThrow();
        await this.o.db.deleteFrom('realtime_payloads').where('created_at', '<', nowIso(new Date(now - PAYLOAD_KEEP_MS))).execute();
        text = JSON.stringify({ k: 'ref', o: this.instanceId, id: row.id } satisfies FanoutMessage);
      }
      const client = await this.publisherClient();
      await client.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, text]);
      return true;
    } catch (err) {
      this.o.log.warn({ err: err instanceof Error ? err.message : String(err), kind: message.k }, 'realtime: could not notify the other instances');
      const broken = this.publisher;
      this.publisher = null;
      await broken?.end().catch(() => undefined);
      return false;
    }
  }

  private async publisherClient(): Promise<pg.Client> {
    if (this.publisher) return this.publisher;
    const client = new pg.Client({ connectionString: this.o.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => {
      if (this.publisher === client) this.publisher = null;
    });
    await client.connect();
    this.publisher = client;
    return client;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.o.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.o.log.warn({}, 'realtime: the listening connection was lost; events sent until it is back are not delivered here');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel !== NOTIFY_CHANNEL || n.payload === undefined) return;
      const payload = n.payload;
      this.delivering = this.delivering.then(() => this.deliver(payload)).catch((err: unknown) => {
        this.o.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'realtime: a notification could not be delivered');
      });
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    this.listener = client;
  }

  private scheduleReconnect(): void {
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.listen().then(
        () => this.o.log.info({}, 'realtime: listening again'),
        () => this.scheduleReconnect(),
      );
    }, this.o.reconnectMs ?? 1000);
    this.reconnectTimer.unref();
  }

  private async deliver(text: string): Promise<void> {
    let message = parseMessage(text);
    if (message?.k === 'ref') {
      const row = await this.o.db.selectFrom('realtime_payloads').select('payload').where('id', '=', message.id).executeTakeFirst();
      message = row ? parseMessage(row.payload) : null;
    }
    if (!message) return;
    switch (message.k) {
      case 'event':
        return this.hub.broadcast(message.c, message.e, message.d);
      case 'disconnect':
        if (message.o !== this.instanceId) this.hub.disconnectUser(message.u, message.f);
        return;
      case 'bind':
        if (message.o !== this.instanceId && this.hub.has(message.s)) this.hub.bindOwner(message.s, { userId: message.u, familyId: message.f });
        return;
      case 'ref':
        return;
    }
  }
}
