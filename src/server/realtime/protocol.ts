/** Pusher protocol 7: names, limits, error codes and the parsing of client frames. */

export const PROTOCOL_VERSION = 7;
/** Seconds of silence after which the client pings (sent in connection_established). */
export const ACTIVITY_TIMEOUT = 120;
/** The largest frame a client may send (Pusher's own message limit is 10 kB). */
export const MAX_FRAME_BYTES = 10 * 1024;
export const MAX_CHANNELS_PER_SOCKET = 100;
export const MAX_CHANNEL_NAME = 164;
export const MAX_EVENT_NAME = 200;

/** Error codes: 4000-4099 make pusher-js stop, 4100-4199 reconnect with back-off, 4200-4299 reconnect at once. */
export const CODES = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  goingAway: 4200,
  badMessage: 4300,
  tooManyChannels: 4302,
} as const;

export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]+$/;
export const PRIVATE_CHANNEL_PATTERN = /^private-[A-Za-z0-9_\-=@,.;]+$/;

export const isValidChannelName = (name: string): boolean => name.length <= MAX_CHANNEL_NAME && CHANNEL_NAME_PATTERN.test(name);
export const isPrivateChannel = (name: string): boolean => name.startsWith('private-');
/** Names only the server may use, or kinds this server does not offer (presence, encrypted). */
export const isUnsupportedChannel = (name: string): boolean => name.startsWith('presence-') || name.startsWith('private-encrypted-') || name.startsWith('#');

export type ClientFrame =
  | { kind: 'ping' }
  | { kind: 'pong' }
  | { kind: 'subscribe'; channel: string; auth: string | undefined; channelData: boolean }
  | { kind: 'unsubscribe'; channel: string }
  | { kind: 'client-event'; event: string }
  | { kind: 'unknown'; event: string };

export type FrameError = { error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one text frame; anything malformed is an error with a message for the client. */
export const parseClientFrame = (text: string): ClientFrame | FrameError => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'Invalid JSON' };
  }
  if (!isRecord(parsed)) return { error: 'A message must be a JSON object' };
  const { event } = parsed;
  if (typeof event !== 'string' || event.length === 0 || event.length > MAX_EVENT_NAME) return { error: 'A message needs an event name' };
  switch (event) {
    case 'pusher:ping':
      return { kind: 'ping' };
    case 'pusher:pong':
      return { kind: 'pong' };
    case 'pusher:subscribe':
    case 'pusher:unsubscribe': {
      const data = typeof parsed.data === 'string' ? safeParse(parsed.data) : parsed.data;
      if (!isRecord(data) || typeof data.channel !== 'string') return { error: `${event} needs data.channel` };
      if (event === 'pusher:unsubscribe') return { kind: 'unsubscribe', channel: data.channel };
      if (data.auth !== undefined && typeof data.auth !== 'string') return { error: 'data.auth must be a string' };
      return { kind: 'subscribe', channel: data.channel, auth: data.auth, channelData: data.channel_data !== undefined };
    }
    default:
      return event.startsWith('client-') ? { kind: 'client-event', event } : { kind: 'unknown', event };
  }
};

const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A server frame: `data` travels as a JSON string, as pusher-js expects. */
export const serverFrame = (event: string, data: unknown, channel?: string): string =>
  JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) });

/** pusher:error carries its data as an object ({code, message}), as Pusher sends it. */
export const errorFrame = (code: number, message: string): string => JSON.stringify({ event: 'pusher:error', data: { code, message } });

/** A refused subscription, on its channel, in the shape pusher-js itself uses for authorisation failures. */
export const subscriptionErrorFrame = (channel: string, code: number, message: string, status: number): string =>
  JSON.stringify({ event: 'pusher:subscription_error', channel, data: JSON.stringify({ type: 'AuthError', error: message, status, code }) });
