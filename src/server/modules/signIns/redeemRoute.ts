import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../../../contract/http';
import { unauthenticated } from '../../domain/errors';
import { OUTBOUND, type OutboundName } from './adapters';
import { KEY_REFUSED } from './redeem';
import { redeemOutboundKey } from './service';
import { integrationSecret } from './signedKeys';

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
export const registerRedeemRoute = (app: FastifyInstance): void => {
  app.post(`${API_BASE}/integrations/:system/redeem`, async (req) => {
    const ctx = app.kontor;
    const { system } = req.params as { system: string };
    const parsed = body.safeParse(req.body);
    const secret = isOutbound(system) ? integrationSecret(ctx, OUTBOUND[system].secret) : null;
    const given = String(req.headers[SIGNATURE_HEADER] ?? '');
    if (!isOutbound(system) || !parsed.success || !secret) throw unauthenticated(KEY_REFUSED);
    const expected = redeemSignature(secret, system, parsed.data.key);
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw unauthenticated(KEY_REFUSED);
    return { data: await redeemOutboundKey(ctx, req, system, parsed.data.key) };
  });
};
