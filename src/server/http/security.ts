import type { FastifyInstance } from 'fastify';
import { API_BASE, HEADERS } from '../../contract/http';
import { realtimeClientConfig } from '../realtime/configRoute';

/** Pages that a CRM embeds in an iframe; every other page refuses to be framed. */
const FRAMEABLE_PREFIX = '/iframe-widget/';

/** HSTS for a year, this host and its subdomains (ASVS 5.0 3.4.1; no preload: that is the operator's call). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** A DNS name or an IPv4 address, or an IPv6 address in brackets: nothing else goes into the policy. */
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

const asSourceHost = (host: string): string | null => {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return HOST_PATTERN.test(bracketed) ? bracketed.toLowerCase() : null;
};

/**
 * The realtime socket origins a page may open: exactly the one GET realtime/config announces, never any
 * host. With a public host (KONTOR_REALTIME_PUBLIC_HOST, or PUSHER_HOST for an external service) it is
 * that host; otherwise the portal opens the page's own host on the realtime port (createEcho.ts uses
 * window.location.hostname), so the policy names the host this page was requested from. That host only
 * goes into the requester's own answer and must be a plain host name, so it cannot widen anyone else's
 * policy. Without TLS both ws: and wss: are listed, since pusher-js switches to wss: on an https page.
 * No realtime running (or a host that is not a plain name): no socket at all.
 */
export const realtimeConnectSources = (app: FastifyInstance, pageHost: string | undefined, env: NodeJS.ProcessEnv = process.env): string[] => {
  const realtime = realtimeClientConfig(app, env);
  if (!realtime.enabled) return [];
  const raw = realtime.host ?? pageHost;
  const host = raw ? asSourceHost(raw) : null;
  if (!host) return [];
  const origin = `${host}:${realtime.port}`;
  return realtime.tls ? [`wss://${origin}`] : [`ws://${origin}`, `wss://${origin}`];
};

const csp = (frameAncestors: string, connectSources: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

export const registerSecurityHeaders = (app: FastifyInstance, crmFrameOrigins: string, maintenance: boolean): void => {
  if (maintenance) {
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.startsWith(`${API_BASE}/`) && !req.url.startsWith(`${API_BASE}/health`)) {
        return reply.code(503).header(HEADERS.maintenance, 'true').send({ message: 'Maintenance mode' });
      }
    });
  }
  app.addHook('onSend', async (req, reply, payload) => {
    const frameable = req.url.startsWith(FRAMEABLE_PREFIX);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', csp(frameable ? crmFrameOrigins : "'none'", realtimeConnectSources(app, req.hostname)));
    if (!frameable) reply.header('x-frame-options', 'DENY');
    // Behind HTTPS (KONTOR_HSTS, or an https KONTOR_PUBLIC_URL): browsers then refuse plain HTTP to this host.
    // Browsers ignore the header on plain-HTTP answers, so it is safe on every answer.
    if (app.kontor.config.hsts) reply.header('strict-transport-security', HSTS_VALUE);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    if (req.url.startsWith(`${API_BASE}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });
};
