import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import { safeEqual } from '../auth/secrets';
import { channelAuth, type PusherCredentials } from './credentials';
import {
  ACTIVITY_TIMEOUT,
  CODES,
  errorFrame,
  isPrivateChannel,
  isUnsupportedChannel,
  isValidChannelName,
  MAX_CHANNELS_PER_SOCKET,
  MAX_EVENT_NAME,
  parseClientFrame,
  serverFrame,
  subscriptionErrorFrame,
} from './protocol';
import type { AuthorizeOutcome, Realtime, SocketOwner } from './types';

type Connection = {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  /** Set by the auth endpoint: the user (and sign-ins) this socket's private channels were authorised for. */
  owner: { userId: number; families: Set<string> } | null;
  alive: boolean;
};

type Logger = { warn: (obj: object, msg: string) => void };

/**
 * The connections of this process: who is subscribed to what, which user a socket belongs to, and
 * delivery of broadcasts. One hub serves every socket of the realtime server.
 */
export class Hub implements Realtime {
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();

  constructor(
    private readonly credentials: PusherCredentials,
    private readonly log: Logger,
  ) {}

  get key(): string {
    return this.credentials.key;
  }

  get size(): number {
    return this.connections.size;
  }

  /** Registers a fresh connection: it gets an unguessable socket id of its own and the handshake. */
  accept(ws: WebSocket): void {
    let socketId = newSocketId();
    while (this.connections.has(socketId)) socketId = newSocketId();
    const conn: Connection = { socketId, ws, channels: new Set(), owner: null, alive: true };
    this.connections.set(socketId, conn);
    ws.on('message', (raw, isBinary) => {
      conn.alive = true;
      if (isBinary) return this.send(conn, errorFrame(CODES.badMessage, 'Binary frames are not supported'));
      this.handle(conn, raw.toString());
    });
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('close', () => this.drop(conn));
    ws.on('error', () => ws.terminate());
    this.send(conn, serverFrame('pusher:connection_established', { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT }));
  }

  /** Pings every socket; one that did not answer (or send anything) since the last round is ended. */
  heartbeat(): void {
    for (const conn of this.connections.values()) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }

  /** Closes every socket (shutdown): pusher-js reconnects at once to whichever server answers next. */
  closeAll(code: number = CODES.goingAway, reason = 'Server shutting down'): void {
    for (const conn of this.connections.values()) conn.ws.close(code, reason);
  }

  authorize(socketId: string, channel: string, owner: SocketOwner): AuthorizeOutcome {
    const bound = this.bindOwner(socketId, owner);
    if (bound !== 'bound') return { ok: false, reason: bound };
    return { ok: true, auth: this.sign(socketId, channel) };
  }

  /** The signature of `channel` for `socketId` (a socket of this process or of another instance). */
  sign(socketId: string, channel: string): string {
    return channelAuth(this.credentials, socketId, channel);
  }

  /** Remembers that a live socket of this process belongs to `owner` (so logout can close it). */
  bindOwner(socketId: string, owner: SocketOwner): 'bound' | 'unknown_socket' | 'other_user' {
    const conn = this.connections.get(socketId);
    if (!conn) return 'unknown_socket';
    if (conn.owner && conn.owner.userId !== owner.userId) return 'other_user';
    conn.owner ??= { userId: owner.userId, families: new Set() };
    conn.owner.families.add(owner.familyId);
    return 'bound';
  }

  /** Whether a socket of this id is connected to this process. */
  has(socketId: string): boolean {
    return this.connections.has(socketId);
  }

  async broadcast(channel: string, event: string, data: unknown): Promise<void> {
    if (!isValidChannelName(channel) || event.length === 0 || event.length > MAX_EVENT_NAME) {
      this.log.warn({ channel, event }, 'realtime: broadcast refused (bad channel or event name)');
      return;
    }
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    const frame = serverFrame(event, data, channel);
    for (const conn of subscribers) this.send(conn, frame);
  }

  disconnectUser(userId: number, familyId?: string): number {
    let closed = 0;
    for (const conn of this.connections.values()) {
      if (conn.owner?.userId !== userId) continue;
      if (familyId !== undefined && !conn.owner.families.has(familyId)) continue;
      // 4009: pusher-js does not reconnect by itself; the portal reconnects after logout.
      conn.ws.close(CODES.unauthorized, 'Signed out');
      this.drop(conn);
      closed += 1;
    }
    return closed;
  }

  private handle(conn: Connection, text: string): void {
    const frame = parseClientFrame(text);
    if ('error' in frame) return this.send(conn, errorFrame(CODES.badMessage, frame.error));
    switch (frame.kind) {
      case 'ping':
        return this.send(conn, serverFrame('pusher:pong', {}));
      case 'pong':
        return;
      case 'unsubscribe':
        return this.unsubscribe(conn, frame.channel);
      case 'client-event':
        return this.send(conn, errorFrame(CODES.badMessage, 'Client events are not enabled'));
      case 'unknown':
        return this.send(conn, errorFrame(CODES.badMessage, 'Unknown event'));
      case 'subscribe':
        return this.subscribe(conn, frame.channel, frame.auth, frame.channelData);
    }
  }

  private subscribe(conn: Connection, channel: string, auth: string | undefined, channelData: boolean): void {
    if (!isValidChannelName(channel)) return this.send(conn, errorFrame(CODES.badMessage, 'Invalid channel name'));
    if (isUnsupportedChannel(channel) || channelData) {
      return this.send(conn, subscriptionErrorFrame(channel, CODES.badMessage, 'This kind of channel is not supported', 400));
    }
    if (conn.channels.has(channel)) return this.send(conn, serverFrame('pusher_internal:subscription_succeeded', {}, channel));
    if (conn.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return this.send(conn, subscriptionErrorFrame(channel, CODES.tooManyChannels, `At most ${MAX_CHANNELS_PER_SOCKET} channels per connection`, 429));
    }
    if (isPrivateChannel(channel)) {
      // The signature covers this connection's own socket id: one made for another socket never matches.
      const expected = channelAuth(this.credentials, conn.socketId, channel);
      if (auth === undefined || !safeEqual(auth, expected)) {
        return this.send(conn, subscriptionErrorFrame(channel, CODES.unauthorized, 'Invalid signature', 401));
      }
    }
    conn.channels.add(channel);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(conn);
    this.send(conn, serverFrame('pusher_internal:subscription_succeeded', {}, channel));
  }

  private unsubscribe(conn: Connection, channel: string): void {
    if (!conn.channels.delete(channel)) return;
    const set = this.channels.get(channel);
    set?.delete(conn);
    if (set?.size === 0) this.channels.delete(channel);
  }

  /** Forgets a connection at once (also before its close handshake ends): it gets no more events. */
  private drop(conn: Connection): void {
    if (this.connections.get(conn.socketId) !== conn) return;
    this.connections.delete(conn.socketId);
    for (const channel of [...conn.channels]) this.unsubscribe(conn, channel);
  }

  private send(conn: Connection, frame: string): void {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }
}

/** Two random numbers of up to 48 bits each: a socket id cannot be guessed to claim another's connection. */
const newSocketId = (): string => `${crypto.randomInt(1, 2 ** 48 - 1)}.${crypto.randomInt(1, 2 ** 48 - 1)}`;
