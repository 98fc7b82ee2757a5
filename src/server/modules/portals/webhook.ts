import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PORTAL_SERVICE_PROVIDERS } from '../../../contract/enums';
import { API_BASE } from '../../../contract/http';
import { verifyWebhook, WEBHOOK_WINDOW_SECONDS } from '../../adapters/signedWebhook';
import { ConflictError, RuleBrokenError, UnauthenticatedError } from '../../domain/errors';
import { toMinor } from '../../ledger/money';
import { consumeIncoming } from '../signIns/keyStore';
import { integrationSecret } from '../signIns/signedKeys';
import { remoteMovementReceived } from './incoming';

export const PORTAL_WEBHOOK_PATH = `${API_BASE}/portals/:service/webhook`;
export const PORTAL_WEBHOOK_SIGNATURE = 'x-portal-signature';

const movement = z.object({
  event_id: z.string().min(8).max(128),
  movement_ref: z.string().min(1).max(128),
  account: z.string().min(1).max(128),
  amount: z.string().regex(/^\d{1,15}(?:\.\d{1,2})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/**
 * A real provider's "balance changed" event (KONTOR_PORTALS_PROVIDER=http; docs/portal-services.md):
 * signed with KONTOR_PORTALS_SECRET over the raw body (x-portal-signature), fresh (5 minutes), once per
 * event id. It does what the sandbox's in-process listener does: queues the automatic transfers of the
 * account (each run is applied once per movement, autoTransfer.ts).
 */
export const handlePortalWebhook = async (req: FastifyRequest, service: string, rawBody: string) => {
  const ctx = req.server.kontor;
  const header = req.headers[PORTAL_WEBHOOK_SIGNATURE];
  const signedAt = verifyWebhook(integrationSecret(ctx, 'portals'), rawBody, typeof header === 'string' ? header : undefined, ctx.now());
  if (signedAt === null) throw new UnauthenticatedError('The webhook signature is invalid.');
  const known = PORTAL_SERVICE_PROVIDERS.find((s) => s === service);
  let body: z.infer<typeof movement>;
  try {
    body = movement.parse(JSON.parse(rawBody));
  } catch {
    throw new RuleBrokenError('The webhook is malformed.');
  }
  if (!known) throw new RuleBrokenError('The webhook is malformed.');
  const claims = { typ: 'portal-webhook', sub: known, jti: body.event_id, iat: signedAt, exp: signedAt + WEBHOOK_WINDOW_SECONDS };
  if (!(await consumeIncoming(ctx, 'portal-webhook', claims, null))) throw new ConflictError('This event was received before.');
  await remoteMovementReceived(ctx.now)(ctx.db, { service: known, movementRef: body.movement_ref, account: body.account, amount: toMinor(body.amount, 2), currency: body.currency });
  return { received: true };
};

export const registerPortalWebhook = (app: FastifyInstance): void => {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, String(body)));
    scope.post<{ Params: { service: string } }>(PORTAL_WEBHOOK_PATH, async (req) => ({ data: await handlePortalWebhook(req, req.params.service, typeof req.body === 'string' ? req.body : '') }));
  });
};
