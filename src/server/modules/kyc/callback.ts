import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { conflict, notFound, ruleBroken, unauthenticated } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { publishTracking } from '../compliance/events';
import { existingTracking } from '../compliance/queries';
import { recomputeTracking } from '../compliance/recompute';
import { realtimeOf } from '../../realtime/publish';
import { companyChannel } from '../../../contract/enums';
import { consumeIncoming } from '../signIns/keyStore';
import { kycSecret } from './provider';
import { finishVerification, verificationById } from './verifications';

/** A callback older (or newer) than this is refused: a captured one cannot be sent again later. */
const CALLBACK_WINDOW_SECONDS = 300;

export const CALLBACK_REFUSED = 'The callback signature is invalid.';

const payload = z.object({
  event_id: z.string().min(8).max(128),
  reference: z.number().int().positive(),
  outcome: z.enum(['completed', 'failed']),
  reason: z.string().trim().max(500).optional(),
});

const parseSignature = (header: string): { t: number; v1: string } | null => {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  return Number.isInteger(t) && typeof parts.v1 === 'string' && /^[0-9a-f]{64}$/.test(parts.v1) ? { t, v1: parts.v1 } : null;
};

/**
 * The provider's outcome of a verification: authenticated by its signature over the raw body,
 * fresh (5 minutes), once (the event id is spent in single_use_keys), and only for a session still
 * pending. Completed moves the tracking like an uploaded document does (recomputeTracking); failed
 * leaves it open with the provider's reason.
 */
export const handleKycCallback = async (ctx: AppContext, req: FastifyRequest, rawBody: string, signature: string | undefined) => {
  const secret = kycSecret(ctx);
  const parsedSignature = signature ? parseSignature(signature) : null;
  const now = Math.floor(ctx.now().getTime() / 1000);
  if (!secret || !parsedSignature) throw unauthenticated(CALLBACK_REFUSED);
  const expected = crypto.createHmac('sha256', secret).update(`${parsedSignature.t}.${rawBody}`).digest();
  const given = Buffer.from(parsedSignature.v1, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw unauthenticated(CALLBACK_REFUSED);
  if (Math.abs(now - parsedSignature.t) > CALLBACK_WINDOW_SECONDS) throw unauthenticated(CALLBACK_REFUSED);
  let body: z.infer<typeof payload>;
  try {
    body = payload.parse(JSON.parse(rawBody));
  } catch {
    throw ruleBroken('The callback is malformed.');
  }
  const verification = await verificationById(ctx.db, body.reference);
  if (!verification) throw notFound('Verification not found.');
  const claims = { typ: 'kyc-callback', sub: String(body.reference), jti: body.event_id, iat: parsedSignature.t, exp: parsedSignature.t + CALLBACK_WINDOW_SECONDS };
  if (!(await consumeIncoming(ctx, 'kyc-callback', claims, verification.started_by))) throw conflict('This callback was received before.');
  const at = nowIso(ctx.now());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const updated = await finishVerification(trx, verification.id, {
      status: body.outcome, reason: body.outcome === 'failed' ? (body.reason || 'The provider did not give a reason.') : null, completed_at: body.outcome === 'completed' ? at : null, updated_at: at,
    });
    if (!updated) return null;
    const tracking = await existingTracking(trx, verification.compliance_tracking_id);
    return { updated, ...(await recomputeTracking(trx, ctx.now(), tracking)) };
  });
  if (!result) throw conflict('This verification is already finished.');
  await publishTracking(ctx, result.tracking);
  if (result.userChanged !== null && result.tracking.company_id !== null) {
    await realtimeOf(ctx).broadcast(companyChannel(result.tracking.company_id), 'user.updated', { id: result.userChanged });
  }
  await recordActivity(ctx, req, {
    type: 'compliance.document_uploaded', userId: verification.started_by, companyId: verification.company_id,
    description: `Compliance ${verification.step} verification ${body.outcome} by the provider for tracking #${verification.compliance_tracking_id}`,
    meta: { compliance_tracking_id: verification.compliance_tracking_id, step: verification.step, outcome: body.outcome, provider: verification.provider },
  });
  return { status: result.updated.status };
};
