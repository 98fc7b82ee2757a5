import Pusher, { type ChannelAuthorizationCallback } from 'pusher-js';
import { readAccessToken } from '../providers/authStorage';
import type { ChannelLike, EchoLike, RealtimeConfig } from './types';

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

/**
 * An event name as laravel-echo writes it: a leading dot means the name as it is (no App\Events
 * namespace), which is how the portal names every event (realtimeManager.ts).
 */
const literal = (event: string): string => (event.startsWith('.') ? event.slice(1) : event);

/**
 * pusher-js pointed at the server's own Pusher-protocol port (or the configured service), with the few
 * channel calls of laravel-echo the portal uses: a channel (private ones with the `private-` prefix) is
 * subscribed once, and `listen`/`stopListening` bind and unbind an event on it. laravel-echo itself
 * added nothing else the portal uses (its request interceptors are for axios, jQuery, Vue and Turbo),
 * so it is not loaded: 3 KB less on every signed-in page (docs/decisions.md, Portal weight).
 */
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
  const channel = (name: string): ChannelLike => {
    const subscription = client.channel(name) ?? client.subscribe(name);
    return {
      listen: (event, callback) => subscription.bind(literal(event), callback),
      stopListening: (event, callback) => subscription.unbind(literal(event), callback),
    };
  };
  return { channel, private: (name) => channel(`private-${name}`), disconnect: () => client.disconnect() };
};
