import crypto from 'node:crypto';
import { hmac } from '../auth/secrets';

/** The app key the portal uses when PUSHER_APP_KEY is not set. */
export const DEFAULT_PUSHER_APP_KEY = 'kontor';
export const DEFAULT_PUSHER_APP_ID = 'kontor';

export type PusherCredentials = { appId: string; key: string; secret: string };

/** Where to publish when an external Pusher-compatible service is configured. */
export type ExternalPusher = PusherCredentials & { baseUrl: string };

const KEY_PATTERN = /^[A-Za-z0-9_\-.]{1,100}$/;

/**
 * The key and secret of the built-in server: PUSHER_APP_KEY / PUSHER_APP_SECRET when set, otherwise
 * the default key and a secret derived from the server key (so it survives restarts and is never stored).
 */
export const resolveCredentials = (appKey: Buffer, env: NodeJS.ProcessEnv = process.env): PusherCredentials => {
  const key = env.PUSHER_APP_KEY || DEFAULT_PUSHER_APP_KEY;
  if (!KEY_PATTERN.test(key)) throw new Error('PUSHER_APP_KEY may hold only letters, digits, "_", "-" and "." (at most 100)');
  const secret = env.PUSHER_APP_SECRET || hmac(appKey, `pusher-app-secret:${key}`);
  return { appId: env.PUSHER_APP_ID || DEFAULT_PUSHER_APP_ID, key, secret };
};

/**
 * The external service, when PUSHER_HOST is set; then PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET
 * are required too. PUSHER_SCHEME (https) and PUSHER_PORT (443 / 80) are optional.
 */
export const resolveExternal = (env: NodeJS.ProcessEnv = process.env): ExternalPusher | null => {
  const host = env.PUSHER_HOST;
  if (!host) return null;
  const { PUSHER_APP_ID: appId, PUSHER_APP_KEY: key, PUSHER_APP_SECRET: secret } = env;
  if (!appId || !key || !secret) throw new Error('PUSHER_HOST needs PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET');
  if (!KEY_PATTERN.test(key) || !/^[A-Za-z0-9_\-]{1,100}$/.test(appId)) throw new Error('PUSHER_APP_ID or PUSHER_APP_KEY has unexpected characters');
  const scheme = env.PUSHER_SCHEME || 'https';
  if (scheme !== 'https' && scheme !== 'http') throw new Error('PUSHER_SCHEME must be http or https');
  const port = env.PUSHER_PORT || (scheme === 'https' ? '443' : '80');
  const url = new URL(`${scheme}://${host}:${port}`);
  if (url.pathname !== '/' || url.search || url.username) throw new Error('PUSHER_HOST must be a host name only');
  return { appId, key, secret, baseUrl: url.origin };
};

/** `<key>:<hex HMAC-SHA256(secret, socket_id:channel)>`: what a private channel subscription carries. */
export const channelAuth = (c: PusherCredentials, socketId: string, channel: string): string =>
  `${c.key}:${crypto.createHmac('sha256', c.secret).update(`${socketId}:${channel}`).digest('hex')}`;

/**
 * Signs a request to the Pusher HTTP API (auth_version 1.0): the query string carries auth_key,
 * auth_timestamp, auth_version, body_md5 and auth_signature = hex HMAC-SHA256(secret,
 * "METHOD\nPATH\n" + the other parameters sorted by name, as name=value joined by "&").
 */
export const signApiRequest = (c: PusherCredentials, method: string, path: string, body: string, timestampSeconds: number): string => {
  const params: Record<string, string> = {
    auth_key: c.key,
    auth_timestamp: String(timestampSeconds),
    auth_version: '1.0',
    body_md5: crypto.createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = crypto.createHmac('sha256', c.secret).update(`${method}\n${path}\n${query}`).digest('hex');
  return `${query}&auth_signature=${signature}`;
};
