import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import { calls, type CallName } from '../../contract/calls';
import { API_BASE, HEADERS } from '../../contract/http';
import { authenticate } from '../auth/authenticate';
import { requestBinding } from '../auth/otpGuard';
import { HttpError, validationError } from './errors';
import { claimKey, completeKey, releaseKey } from '../modules/transactions/idempotencyStore';

/**
 * Idempotency-Key on money-moving calls (decisions.md, "Ledger proofs and idempotency"). The key is
 * claimed before the route's own checks (one-time code included): a retry of a completed request gets
 * the stored answer without a new code, since its payload is the one already confirmed. Retries that
 * arrive while the first is running wait for its answer. A refused request frees the key.
 */

export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_.:-]{8,128}$/;
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must have 8 to 128 characters: letters, digits, "-", "_", "." or ":".',
  mismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  busy: 'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
  lost: (id: number) => `This request was already processed (transaction #${id}), but its answer could not be stored. Check the transaction list before trying again with a new key.`,
} as const;

/** How long a retry waits for the first request with its key to finish. */
const WAIT_MS = 15_000;
const POLL_MS = 20;

/** The claim of each request in flight, for writePayment to link and onSend to complete. */
const claims = new WeakMap<FastifyRequest, number>();
export const idempotencyIdOf = (req: FastifyRequest): number | undefined => claims.get(req);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const preHandler = (roles: readonly string[]): preHandlerAsyncHookHandler =>
  async function idempotencyPreHandler(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    const raw = req.headers[HEADERS.idempotencyKey];
    if (raw === undefined) return;
    const ctx = this.kontor;
    // Who may not make the call is refused by the route itself (401, 403), never answered from a key.
    const auth = await authenticate(ctx, req);
    if (!auth || !roles.includes(auth.user.role)) return;
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(raw)) throw validationError({ [HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.badKey] });
    const hash = requestBinding(ctx.appKey, req.method, req.url.split('?')[0] ?? req.url, req.body ?? {});
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const r = await claimKey(ctx.db, auth.user.id, raw, hash, ctx.now());
      if (r.kind === 'claimed') {
        claims.set(req, r.id);
        return;
      }
      if (r.kind === 'mismatch') throw validationError({ [HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.mismatch] });
      if (r.kind === 'replay') {
        return reply.code(r.status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(r.body);
      }
      if (r.stale && r.transactionId !== null) throw validationError({ [HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.lost(r.transactionId)] });
      // 429 rather than 409: the portal reads 409 as a suspected duplicate.
      if (Date.now() > deadline) throw new HttpError(429, IDEMPOTENCY_MESSAGES.busy, undefined, { [HEADERS.retryAfter]: '1' });
      await sleep(POLL_MS);
    }
  };

const onSend: onSendAsyncHookHandler<unknown> = async function idempotencyOnSend(this: FastifyInstance, req, reply, payload) {
  const id = claims.get(req);
  if (id === undefined) return payload;
  claims.delete(req);
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  try {
    if (ok && typeof payload === 'string') await completeKey(this.kontor.db, id, reply.statusCode, payload, this.kontor.now());
    else await releaseKey(this.kontor.db, id);
  } catch (err) {
    // The answer still goes out; a retry then waits, and at worst is told the transaction number.
    req.log.error({ err, idempotencyId: id }, 'could not store the answer of an idempotent request');
  }
  return payload;
};

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Makes a contract call honour the Idempotency-Key header for users of the given roles. Must be called
 * before the call's route is registered (it hooks the route as Fastify adds it).
 */
export const makeIdempotent = (app: FastifyInstance, name: CallName, roles: readonly string[]): void => {
  const def = calls[name];
  const url = `${API_BASE}/${def.path.replace(/\{(\w+)\}/g, ':$1')}`;
  app.addHook('onRoute', (route) => {
    if (route.url !== url || route.method !== def.method) return;
    route.preHandler = [...asArray(route.preHandler), preHandler(roles)];
    route.onSend = [...asArray(route.onSend), onSend];
  });
};
