import type { FastifyInstance } from 'fastify';
import { API_BASE, HEADERS } from '../../contract/http';

/** Pages that a CRM embeds in an iframe; every other page refuses to be framed. */
const FRAMEABLE_PREFIX = '/iframe-widget/';

const csp = (frameAncestors: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
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
    reply.header('content-security-policy', csp(frameable ? crmFrameOrigins : "'none'"));
    if (!frameable) reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    if (req.url.startsWith(`${API_BASE}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });
};
