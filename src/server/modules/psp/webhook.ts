import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PSP_SEGMENT } from '../../../contract/constants';
import { API_BASE } from '../../../contract/http';
import { verifyWebhook, WEBHOOK_WINDOW_SECONDS } from '../../adapters/signedWebhook';
import { ConflictError, NotFoundError, RuleBrokenError, UnauthenticatedError } from '../../domain/errors';
import { consumeIncoming } from '../signIns/keyStore';
import { integrationSecret } from '../signIns/signedKeys';
import { announcePspPayment } from './notify';
import { callPsp } from './provider';

export const PSP_WEBHOOK_PATH = `${API_BASE}/psp/${PSP_SEGMENT}/webhook`;
export const PSP_WEBHOOK_SIGNATURE = 'x-psp-signature';

const event = z.object({ event_id: z.string().min(8).max(128), merchant_id: z.string().min(1).max(128), payment_id: z.string().min(1).max(128) });

/**
 * The real PSP's "payment to fund" event (KONTOR_PSP_ADAPTER=http; docs/psp.md): signed with
 * KONTOR_PSP_SECRET over the raw body (x-psp-signature), fresh (5 minutes), once per event id. Kontor
 * does not trust the event's content: it reads the payment again from the PSP and announces that.
 */
export const handlePspWebhook = async (req: FastifyRequest, rawBody: string) => {
  const ctx = req.server.kontor;
  const header = req.headers[PSP_WEBHOOK_SIGNATURE];
  const signedAt = verifyWebhook(integrationSecret(ctx, 'psp'), rawBody, typeof header === 'string' ? header : undefined, ctx.now());
  if (signedAt === null) throw new UnauthenticatedError('The webhook signature is invalid.');
  let body: z.infer<typeof event>;
  try {
    body = event.parse(JSON.parse(rawBody));
  } catch {
    throw new RuleBrokenError('The webhook is malformed.');
  }
  const claims = { typ: 'psp-webhook', sub: body.merchant_id, jti: body.event_id, iat: signedAt, exp: signedAt + WEBHOOK_WINDOW_SECONDS };
  if (!(await consumeIncoming(ctx, 'psp-webhook', claims, null))) throw new ConflictError('This event was received before.');
  const payment = await callPsp(ctx, (psp, signal) => psp.getPayment(body.merchant_id, body.payment_id, signal));
  if (!payment) throw new NotFoundError('PSP payment not found.');
  return { announced: await announcePspPayment(ctx, PSP_SEGMENT, body.merchant_id, payment) };
};

export const registerPspWebhook = (app: FastifyInstance): void => {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, String(body)));
    scope.post(PSP_WEBHOOK_PATH, async (req) => ({ data: await handlePspWebhook(req, typeof req.body === 'string' ? req.body : '') }));
  });
};
