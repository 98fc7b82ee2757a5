import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Path segments after these prefixes are secrets, redacted to the end of the path: the API's reset,
 * approval and portal-key calls, and every page that carries a sign-in key or code in its path (the
 * e-mailed links /u/email/{key}/{code}, /portals/{portal}/{key}, /legacy/{key}, /psp/auth/{user}/{key},
 * /approve-sign-in/{code}, the sandboxes' session pages) and the device sign-in code of the API.
 */
const SECRET_PATHS = [
  /(\/auth\/(?:reset-password|approve-email|portals)\/)[^?#]*/,
  /^(\/u\/email\/|\/portals\/[^/?#]+\/|\/legacy\/|\/psp\/auth\/[^/?#]+\/|\/approve-sign-in\/|\/kyc-sandbox\/|\/portal-sandbox\/[^/?#]+\/session\/)[^?#]*/,
  // auth/device-sign-in/{code}[/approve|/deny]; /status and /redeem carry no code in the path.
  /(\/auth\/device-sign-in\/)(?!(?:status|redeem)(?:[?#/]|$))[^?#]*/,
];

/** Query parameters whose values are never logged (the reset page's key and token, codes, signatures). */
const SECRET_PARAM = /token|secret|password|signature|^(?:key|kontor_key|code|otp|one-time-code|auth_key)$/i;

const paramName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** The request URL as logged: secret path segments and secret query values replaced by [redacted]. */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  const path = SECRET_PATHS.reduce((p, pattern) => p.replace(pattern, '$1[redacted]'), q === -1 ? url : url.slice(0, q));
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(paramName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${path}?${query}`;
};

/** pino, one line per request, with no token, code, cookie or password in it; to stdout unless a stream is given (tests). */
export const loggerOptions = (level: string, stream?: DestinationStream): FastifyServerOptions['logger'] => ({
  level,
  ...(stream ? { stream } : {}),
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["one-time-code"]', 'res.headers["set-cookie"]', 'mail.body'],
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
