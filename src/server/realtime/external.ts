import { channelAuth, type ExternalPusher, signApiRequest } from './credentials';
import { isValidChannelName, MAX_EVENT_NAME } from './protocol';
import type { AuthorizeOutcome, Realtime } from './types';

type Logger = { warn: (obj: object, msg: string) => void };

export type ExternalOptions = {
  /** Seconds since the epoch for auth_timestamp (the real clock: the service checks it). */
  nowSeconds?: () => number;
  timeoutMs?: number;
};

/**
 * Publishes to an external Pusher-compatible service (POST /apps/{id}/events, signed). The sockets live
 * there: this process cannot tell whether a socket id is live, nor close a user's sockets.
 */
export const externalRealtime = (ext: ExternalPusher, log: Logger, o: ExternalOptions = {}): Realtime => {
  const nowSeconds = o.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const path = `/apps/${ext.appId}/events`;
  return {
    key: ext.key,
    authorize: (socketId, channel): AuthorizeOutcome => ({ ok: true, auth: channelAuth(ext, socketId, channel) }),
    broadcast: async (channel, event, data) => {
      if (!isValidChannelName(channel) || event.length === 0 || event.length > MAX_EVENT_NAME) {
        log.warn({ channel, event }, 'realtime: broadcast refused (bad channel or event name)');
        return;
      }
      const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data) });
      const url = `${ext.baseUrl}${path}?${signApiRequest(ext, 'POST', path, body, nowSeconds())}`;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
        });
        if (!res.ok) log.warn({ status: res.status, channel, event }, 'realtime: the Pusher service refused an event');
        await res.body?.cancel();
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err), channel, event }, 'realtime: the Pusher service did not answer');
      }
    },
    disconnectUser: () => 0,
  };
};
