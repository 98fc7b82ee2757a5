import type { Config } from '../config';

/**
 * The browser origins the realtime port serves (the WebSocket handshake and /broadcasting/auth): exactly
 * the portal's public origin (KONTOR_PUBLIC_URL) and those listed in KONTOR_REALTIME_ORIGINS, scheme, host
 * and port alike. Nothing is derived from the request: a page whose host merely equals the Host header
 * (a rebound DNS name, another port or scheme of this host) is not the portal. Without KONTOR_PUBLIC_URL
 * the portal is this machine's default address, named both ways a browser on it reaches it.
 */
export const realtimeOrigins = (config: Pick<Config, 'publicUrl' | 'port'>, extra: string | undefined): Set<string> => {
  const origins = new Set<string>();
  const defaultUrl = `http://localhost:${config.port}`;
  const listed = [config.publicUrl, ...(config.publicUrl === defaultUrl ? [`http://127.0.0.1:${config.port}`] : []), ...(extra ?? '').split(',')];
  for (const value of listed) {
    try {
      if (value.trim()) origins.add(new URL(value.trim()).origin);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
};

/**
 * The WebSocket handshake's Origin (ASVS V4.4.2): a browser names the page that opens the socket, and
 * only the portal's own pages may. A handshake without an Origin comes from no browser page (a server, a
 * tool) and cannot ride a visitor's session; private channels still need a bearer-signed token.
 */
export const socketOriginAllowed = (origin: string | undefined, allowed: ReadonlySet<string>): boolean => origin === undefined || allowed.has(origin);
