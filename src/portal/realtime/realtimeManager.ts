import { ANNOUNCE_AUTH_CODE_EVENT, ANNOUNCE_CHANNEL } from '../../contract/enums';
import type { ChannelLike, EchoLike, RealtimeConfig, RealtimeHandler, RealtimeIdentity } from './types';

export type RealtimeManagerDeps = {
  /** The server's realtime settings; null or disabled means no realtime: everything stays a no-op. */
  loadConfig: () => Promise<RealtimeConfig | null>;
  createEcho: (config: RealtimeConfig) => EchoLike;
  /** Who is signed in now (read from storage on every sync). */
  identity: () => RealtimeIdentity;
};

export type RealtimeManager = {
  /** Compares the session with the open connection and reconnects when the person changed. */
  sync: () => Promise<void>;
  /** Adds a handler for an event name; returns its removal. */
  on: (event: string, handler: RealtimeHandler) => () => void;
  /** Closes the connection (handlers stay registered for the next sync). */
  stop: () => void;
  /** For tests and diagnostics: the identity key and private channel of the open connection. */
  current: () => { key: string; companyChannel: string | null } | null;
};

/** Events of the public announce channel; everything else arrives on the private company channel. */
const PUBLIC_EVENTS: Record<string, string> = { [ANNOUNCE_AUTH_CODE_EVENT]: ANNOUNCE_CHANNEL };

// A leading dot marks the name as literal, as in laravel-echo (no App\Events namespace): see createEcho.ts.
const echoEvent = (event: string): string => `.${event}`;

type Connection = { echo: EchoLike; identity: RealtimeIdentity; bound: Map<string, { channel: ChannelLike; dispatch: RealtimeHandler }> };

/**
 * The portal's one realtime connection. It follows the session: a sign-in, a logout (the public
 * channel is joined again afterwards, as document 1 section 4 asks), acting as a user or a company
 * change closes the socket and opens a new one; a token refresh does not.
 */
export const createRealtimeManager = (deps: RealtimeManagerDeps): RealtimeManager => {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  let connection: Connection | null = null;
  let config: Promise<RealtimeConfig | null> | null = null;

  const channelFor = (c: Connection, event: string): ChannelLike | null => {
    const publicChannel = PUBLIC_EVENTS[event];
    if (publicChannel) return c.echo.channel(publicChannel);
    return c.identity.companyChannel ? c.echo.private(c.identity.companyChannel) : null;
  };

  const bind = (c: Connection, event: string) => {
    if (c.bound.has(event)) return;
    const channel = channelFor(c, event);
    if (!channel) return;
    const dispatch: RealtimeHandler = (data) => {
      for (const h of [...(handlers.get(event) ?? [])]) {
        try {
          h(data);
        } catch (err) {
          console.error('realtime handler failed', event, err);
        }
      }
    };
    channel.listen(echoEvent(event), dispatch);
    c.bound.set(event, { channel, dispatch });
  };

  const stop = () => {
    connection?.echo.disconnect();
    connection = null;
  };

  const sync = async () => {
    config ??= deps.loadConfig().catch(() => null);
    const cfg = await config;
    if (!cfg?.enabled) return;
    const identity = deps.identity();
    if (connection && connection.identity.key === identity.key && connection.identity.companyChannel === identity.companyChannel) return;
    stop();
    const c: Connection = { echo: deps.createEcho(cfg), identity, bound: new Map() };
    connection = c;
    // The announce channel is joined by everyone, signed in or not.
    c.echo.channel(ANNOUNCE_CHANNEL);
    for (const event of handlers.keys()) bind(c, event);
  };

  const on = (event: string, handler: RealtimeHandler) => {
    const set = handlers.get(event) ?? new Set<RealtimeHandler>();
    handlers.set(event, set);
    set.add(handler);
    if (connection) bind(connection, event);
    return () => {
      set.delete(handler);
      if (set.size > 0 || !connection) return;
      const bound = connection.bound.get(event);
      bound?.channel.stopListening(echoEvent(event), bound.dispatch);
      connection.bound.delete(event);
      handlers.delete(event);
    };
  };

  return { sync, on, stop, current: () => (connection ? { ...connection.identity } : null) };
};
