import type { FastifyServerOptions } from 'fastify';

/** Path segments after these prefixes are secrets (reset and approval codes). */
const SECRET_PATHS = /(\/auth\/(?:reset-password|approve-email|portals)\/)[^?]*/;

export const redactUrl = (url: string): string => url.replace(SECRET_PATHS, '$1[redacted]');

/** pino, one line per request, with no token, code, cookie or password in it. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["one-time-code"]', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
      method: req.method,
      url: redactUrl(req.url),
      ip: req.ip,
      userAgent: req.headers?.['user-agent'],
    }),
  },
});
