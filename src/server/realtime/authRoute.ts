import type { FastifyInstance } from 'fastify';
import { BROADCAST_AUTH_PATH } from '../../contract/constants';
import { companyChannel } from '../../contract/enums';
import { authenticate } from '../auth/authenticate';
import { enforceLimit, type Limit, sourceOf } from '../auth/rateLimit';
import { enforceTwoFactorPolicy } from '../auth/twoFactorPolicy';
import { forbidden, unauthorized, validationError } from '../http/errors';
import { managerGate } from '../http/managerGate';
import { MAX_CHANNEL_NAME, PRIVATE_CHANNEL_PATTERN, SOCKET_ID_PATTERN } from './protocol';
import { realtimeOf } from './publish';

/** socket_id and channel_name fit in far less. */
export const AUTH_BODY_LIMIT = 2048;

export const AUTH_MESSAGES = {
  socketId: 'The socket id is not valid.',
  channelName: 'The channel name is not valid.',
  channel: 'You may not listen on this channel.',
  socket: 'This connection cannot be authorised. Please reconnect.',
  throttled: (seconds: number) => `Too many channel authorisations. Please try again in ${seconds} seconds.`,
} as const;

/**
 * Channel authorisation limits (docs/security-limits.md), counted in the database so every instance
 * shares them: per source address before the caller is known (unauthenticated floods included), then
 * per user. pusher-js asks once per subscription, so a browser needs a handful a minute at most.
 */
export const CHANNEL_AUTH_LIMITS = {
  perAddress: { max: 600, windowSeconds: 60 },
  perUser: { max: 120, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** application/x-www-form-urlencoded (what pusher-js sends) into a plain object; a repeated field is refused later. */
const parseForm = (text: string): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
  }
  return out;
};

/**
 * POST /broadcasting/auth: signs a private channel for a socket of the realtime server. A user may
 * listen on their own company's channel only, under the same rules as the manager data it carries.
 * Registered on the HTTP app with `app.register(import('./realtime/authRoute'))`; the realtime port
 * forwards the same path here.
 */
const realtimeAuthRoute = async (app: FastifyInstance): Promise<void> => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT }, (_req, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });

  app.post(BROADCAST_AUTH_PATH, { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const ctx = app.kontor;
    reply.header('cache-control', 'no-store');
    await enforceLimit(ctx, `channel-auth-ip:${sourceOf(req.ip)}`, CHANNEL_AUTH_LIMITS.perAddress, AUTH_MESSAGES.throttled);
    const auth = await authenticate(ctx, req);
    if (!auth) throw unauthorized();
    await enforceLimit(ctx, `channel-auth-user:${auth.user.id}`, CHANNEL_AUTH_LIMITS.perUser, AUTH_MESSAGES.throttled);

    const body = isRecord(req.body) ? req.body : {};
    const socketId = body.socket_id;
    const channel = body.channel_name;
    const errors: Record<string, string[]> = {};
    if (typeof socketId !== 'string' || !SOCKET_ID_PATTERN.test(socketId)) errors.socket_id = [AUTH_MESSAGES.socketId];
    if (typeof channel !== 'string' || channel.length > MAX_CHANNEL_NAME || !PRIVATE_CHANNEL_PATTERN.test(channel)) errors.channel_name = [AUTH_MESSAGES.channelName];
    if (typeof socketId !== 'string' || typeof channel !== 'string' || Object.keys(errors).length > 0) throw validationError(errors);

    const { user } = auth;
    const own = user.company_id !== null && channel === companyChannel(user.company_id);
    if (!own || (user.role !== 'manager' && user.role !== 'manager-reader')) throw forbidden(AUTH_MESSAGES.channel);
    managerGate('realtime.company_channel', auth);
    // A second factor the two-factor policy requires comes first here too (issue 42).
    await enforceTwoFactorPolicy(ctx, 'realtime.company_channel', auth);

    const outcome = realtimeOf(ctx).authorize(socketId, channel, { userId: user.id, familyId: auth.familyId });
    if (!outcome.ok) {
      req.log.info({ reason: outcome.reason, userId: user.id }, 'realtime: channel authorisation refused');
      throw forbidden(AUTH_MESSAGES.socket);
    }
    return { auth: outcome.auth };
  });
};

export default realtimeAuthRoute;
