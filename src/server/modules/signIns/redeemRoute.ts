import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../../../contract/http';
import { deviceOf, recordFailedCheckpoint } from '../../auth/checkpoints';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { recordActivity } from '../activityLogs/record';
import { OUTBOUND, type OutboundName } from './adapters';
import { redeemIssued } from './keyStore';
import { isForged, releaseKeyAttempt, reserveKeyAttempt } from './keyThrottle';
import { KEY_REFUSED } from './redeem';
import { integrationSecret, verifyKey } from './signedKeys';

export const SIGNATURE_HEADER = 'x-kontor-signature';

/** What the outside system signs to redeem: its name and the key (hex HMAC-SHA256 with the shared secret). */
export const redeemSignature = (secret: string, system: string, key: string): string => crypto.createHmac('sha256', secret).update(`${system}.${key}`).digest('hex');

const body = z.object({ key: z.string().min(1).max(2048) });

const isOutbound = (name: string): name is OutboundName => Object.hasOwn(OUTBOUND, name);

/**
 * Redeems a key Kontor issued (to-legacy, rocket-chat) for the system it was issued to, once, server
 * to server: POST /api/v1/integrations/{legacy|chat}/redeem with {key} and the x-kontor-signature
 * header. Answers who the key signs in. Not a call of the portal (not in the contract).
 */
export const redeemOutboundKey = async (ctx: AppContext, system: OutboundName, key: string) => {
  const secret = integrationSecret(ctx, OUTBOUND[system].secret);
  const verified = verifyKey(secret, key, OUTBOUND[system].typ, ctx.now(), ctx.config.integrations.keyTtl);
  // A forged key names whom the forger likes: no one is charged with it.
  if (!verified.ok) return { ok: false as const, reason: verified.reason, subject: isForged(verified.reason) ? null : (verified.claims?.sub ?? null) };
  const userId = await redeemIssued(ctx, system === 'legacy' ? 'legacy-out' : 'chat', verified.claims);
  if (userId === null) return { ok: false as const, reason: 'replayed or expired', subject: verified.claims.sub };
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user || user.enabled !== 1) return { ok: false as const, reason: 'disabled user', subject: verified.claims.sub };
  return { ok: true as const, user };
};

export const registerRedeemRoute = (app: FastifyInstance): void => {
  app.post(`${API_BASE}/integrations/:system/redeem`, async (req) => {
    const ctx = app.kontor;
    await reserveKeyAttempt(ctx, req);
    const { system } = req.params as { system: string };
    const parsed = body.safeParse(req.body);
    const secret = isOutbound(system) ? integrationSecret(ctx, OUTBOUND[system].secret) : null;
    const given = String(req.headers[SIGNATURE_HEADER] ?? '');
    if (!isOutbound(system) || !parsed.success || !secret) throw new HttpError(401, KEY_REFUSED);
    const expected = redeemSignature(secret, system, parsed.data.key);
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw new HttpError(401, KEY_REFUSED);
    const outcome = await redeemOutboundKey(ctx, system, parsed.data.key);
    if (!outcome.ok) {
      const user = outcome.subject ? await ctx.db.selectFrom('users').selectAll().where('email', '=', outcome.subject).executeTakeFirst() : undefined;
      const checkpointId = user ? await recordFailedCheckpoint(ctx.db, user.id, deviceOf(req), ctx.now()) : null;
      await recordActivity(ctx, req, {
        type: 'auth.login_failed', userId: user?.id ?? null, companyId: user?.company_id ?? null,
        description: `Failed sign-in: ${system} key refused (${outcome.reason})`, meta: { method: `${system}-redeem`, reason: outcome.reason, ...(checkpointId ? { checkpoint_id: checkpointId } : {}) },
      });
      throw new HttpError(401, KEY_REFUSED);
    }
    await releaseKeyAttempt(ctx, req);
    const u = outcome.user;
    return { data: { id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, role: u.role, company_id: u.company_id } };
  });
};
