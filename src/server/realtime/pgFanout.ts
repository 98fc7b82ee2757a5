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
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: a message above this many bytes travels
 * by reference (the notification carries only the id of its row in realtime_payloads).
 */
export const NOTIFY_MAX_BYTES = 7900;
/** Messages sent in one statement at most (pgFanout publish). */
export const PUBLISH_BATCH_MAX = 200;
/** How long connecting to PostgreSQL may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * Every message is kept this long in realtime_payloads (the retention window): an instance whose
 * listening connection was lost delivers, once it listens again, the rows of this window it missed.
 */
export const PAYLOAD_KEEP_MS = 10 * 60 * 1000;
/** Old rows and remembered ids are removed at most this often per instance (not on every event). */
export const CLEANUP_EVERY_MS = 60 * 1000;

/**
 * What travels between instances. `o` is the id of the instance that sent it; `r` the id of the row in
 * realtime_payloads that stores the message (absent in the stored text itself, and in the notifications
 * of an instance of an older version). A `ref` carries only the row id (`id`): the message is too large.
 */
export type FanoutMessage =
  | { k: 'event'; o: string; c: string; e: string; d: unknown; r?: number }
  | { k: 'ref'; o: string; id: number }
  | { k: 'disconnect'; o: string; u: number; f?: string; r?: number }
  | { k: 'bind'; o: string; s: string; u: number; f: string; r?: number };

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
    if (m.r !== undefined && !Number.isSafeInteger(m.r)) return null;
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
 * Nothing is lost while an instance's listening connection is down: every message is stored first (a row
 * of realtime_payloads, kept for the retention window) and its notification carries the row id. Each
 * instance remembers the ids it delivered; once LISTEN is back it reads the rows of the window it has
 * not delivered and delivers them in id order (one publisher's rows are in its publishing order), then
 * goes on with the notifications, skipping any id already delivered.
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
  /** Messages waiting for the next send, with their callers. */
  private readonly outbox: { message: FanoutMessage; resolve: (sent: boolean) => void }[] = [];
  private delivering: Promise<void> = Promise.resolve();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Row ids delivered here, with when (ms): kept for the retention window, so nothing is delivered twice. */
  private readonly delivered = new Map<number, number>();
  /** Rows up to this id were written before this instance first listened: never replayed here. */
  private floor: number | null = null;
  private lastCleanup = 0;
  private lastForget = Date.now();

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
    try {
      // Read after LISTEN: a row above it that is not announced to this instance can only be missed by a later cut.
      const row = await this.o.db.selectFrom('realtime_payloads').select((eb) => eb.fn.max('id').as('top')).executeTakeFirst();
      this.floor = row?.top === null || row?.top === undefined ? 0 : Number(row.top);
    } catch (err) {
      await this.close();
      throw err;
    }
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

  /**
   * Sends a message to every instance; false when it could not be sent. In call order: the messages
   * published while a send is under way wait and go together in the next one (at most PUBLISH_BATCH_MAX),
   * one statement and one commit for all of them (docs/performance.md: one statement and one disk flush
   * per batch instead of two commits, in turn, per message).
   */
  private publish(message: FanoutMessage): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.outbox.push({ message, resolve });
      if (this.outbox.length === 1) this.publishing = this.publishing.then(() => this.drain());
    });
  }

  /** Sends what waits in the outbox, a batch at a time, until it is empty. */
  private async drain(): Promise<void> {
    while (this.outbox.length > 0) {
      const batch = this.outbox.slice(0, PUBLISH_BATCH_MAX);
      const sent = await this.send(batch.map((b) => b.message)).catch(() => false);
      this.outbox.splice(0, batch.length);
      for (const b of batch) b.resolve(sent);
    }
  }

  /**
   * Stores the messages (rows of realtime_payloads, ids in their order) and notifies them, in one
   * statement, so in one commit: either all are stored and announced or none is (then each caller
   * delivers its message to this instance's sockets). PostgreSQL evaluates pg_notify after the sort
   * (a volatile function in the select list), so the notifications go out in id order. A notification
   * carries the stored message with its row id (`r`), or only the id (`ref`) when that text would be too
   * long for a NOTIFY.
   */
  private async send(messages: readonly FanoutMessage[]): Promise<boolean> {
    if (this.closed) return false;
    try {
      const now = Date.now();
      const client = await this.publisherClient();
      await client.query(
        `with stored as (
           insert into realtime_payloads (payload, created_at)
           select m.payload, $2 from unnest($1::text[]) with ordinality as m(payload, n) order by m.n
           returning id, payload
         ), texts as (
           select id, left(payload, length(payload) - 1) || ',"r":' || id || '}' as text from stored
         )
         select pg_notify($3, case when octet_length(text) > $4 then '{"k":"ref","o":' || to_json($5::text)::text || ',"id":' || id || '}' else text end)
         from texts order by id`,
        [messages.map((m) => JSON.stringify(m)), nowIso(new Date(now)), NOTIFY_CHANNEL, NOTIFY_MAX_BYTES, this.instanceId],
      );
      if (now - this.lastCleanup >= CLEANUP_EVERY_MS) {
        this.lastCleanup = now;
        await this.o.db.deleteFrom('realtime_payloads').where('created_at', '<', nowIso(new Date(now - PAYLOAD_KEEP_MS))).execute();
      }
      return true;
    } catch (err) {
      this.o.log.warn({ err: err instanceof Error ? err.message : String(err), messages: messages.length }, 'realtime: could not notify the other instances');
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

  /** The application_name of this instance's listening connection (pg_stat_activity tells the instances apart). */
  get listenerName(): string {
    return `kontor-realtime-${this.instanceId}`;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.o.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: this.listenerName });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.o.log.warn({}, 'realtime: the listening connection was lost; the events sent until it is back are delivered here then');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel !== NOTIFY_CHANNEL || n.payload === undefined) return;
      const payload = n.payload;
      this.queue(() => this.deliverNotification(payload));
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
        () => {
          this.o.log.info({}, 'realtime: listening again');
          this.queue(() => this.replayOrRetry());
        },
        () => this.scheduleReconnect(),
      );
    }, this.o.reconnectMs ?? 1000);
    this.reconnectTimer.unref();
  }

  /** Runs one delivery step after the ones before it: notifications and replays are delivered one at a time, in arrival order. */
  private queue(step: () => Promise<void>): void {
    this.delivering = this.delivering.then(step).catch((err: unknown) => {
      this.o.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'realtime: a notification could not be delivered');
    });
  }

  private async deliverNotification(text: string): Promise<void> {
    let message = parseMessage(text);
    const rowId = message?.k === 'ref' ? message.id : message?.r;
    if (rowId !== undefined && this.delivered.has(rowId)) return;
    if (message?.k === 'ref') {
      const row = await this.o.db.selectFrom('realtime_payloads').select('payload').where('id', '=', message.id).executeTakeFirst();
      message = row ? parseMessage(row.payload) : null;
    }
    if (!message) return;
    if (rowId !== undefined) this.remember(rowId);
    await this.deliver(message);
  }

  /**
   * After LISTEN is back: the rows of the retention window written since this instance first listened
   * and not delivered here, in id order. A row committed after this read is announced after LISTEN, so
   * its notification comes; one announced and also read here is delivered once (the remembered ids).
   */
  private async replay(): Promise<void> {
    if (this.floor === null || this.closed) return;
    const rows = await this.o.db
      .selectFrom('realtime_payloads')
      .select(['id', 'payload'])
      .where('id', '>', this.floor)
      .where('created_at', '>=', nowIso(new Date(Date.now() - PAYLOAD_KEEP_MS)))
      .orderBy('id')
      .execute();
    let replayed = 0;
    for (const row of rows) {
      const id = Number(row.id);
      if (this.delivered.has(id)) continue;
      this.remember(id);
      const message = parseMessage(row.payload);
      if (!message) continue;
      replayed += 1;
      await this.deliver(message);
    }
    if (replayed > 0) this.o.log.info({ replayed }, 'realtime: delivered the events sent while not listening');
  }

  /** The database refused the replay: tried again after the reconnection pause (the rows stay for the window). */
  private async replayOrRetry(): Promise<void> {
    try {
      await this.replay();
    } catch (err) {
      this.o.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'realtime: could not read the events sent while not listening; trying again');
      const retry = setTimeout(() => {
        if (!this.closed) this.queue(() => this.replayOrRetry());
      }, this.o.reconnectMs ?? 1000);
      retry.unref();
    }
  }

  private remember(id: number): void {
    const now = Date.now();
    this.delivered.set(id, now);
    if (now - this.lastForget < CLEANUP_EVERY_MS) return;
    this.lastForget = now;
    // Kept a minute beyond the window: the row is gone (or out of a replay's reach) by then.
    for (const [old, at] of this.delivered) if (at < now - PAYLOAD_KEEP_MS - CLEANUP_EVERY_MS) this.delivered.delete(old);
  }

  private async deliver(message: FanoutMessage): Promise<void> {
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
