import Echo from 'laravel-echo';
import Pusher, { type ChannelAuthorizationCallback } from 'pusher-js';
import { readAccessToken } from '../providers/authStorage';
import type { EchoLike, RealtimeConfig } from './types';

/**
 * Authorises private channels at the server's /broadcasting/auth with the token stored at that
 * moment: tokens are refreshed while the socket stays open, so a fixed header would go stale.
 */
const authorize = (endpoint: string) => ({ socketId, channelName }: { socketId: string; channelName: string }, callback: ChannelAuthorizationCallback): void => {
  const token = readAccessToken();
  fetch(endpoint, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`channel authorisation refused (${res.status})`);
      callback(null, (await res.json()) as { auth: string });
    })
    .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
};

/** laravel-echo over pusher-js, pointed at the server's own Pusher-protocol port (or the configured service). */
export const createEcho = (config: RealtimeConfig): EchoLike => {
  const client = new Pusher(config.key, {
    cluster: 'kontor',
    wsHost: config.host ?? window.location.hostname,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: { endpoint: config.auth_endpoint, transport: 'ajax', customHandler: authorize(config.auth_endpoint) },
  });
  return new Echo({ broadcaster: 'pusher', key: config.key, client });
};
