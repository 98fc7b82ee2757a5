import type { FastifyRequest } from 'fastify';
import { giveBack, hit, type Limit, sourceOf } from '../../auth/rateLimit';
import { throttledMessage } from '../../auth/throttle';
import type { AppContext } from '../../context';
import { TooManyAttemptsError } from '../../domain/errors';
import type { KeyRefusal } from './signedKeys';

/**
 * Sign-in keys other systems send people with (legacy, remote portals, PSP, CRM, and the keys Kontor
 * issued to the legacy system and the chat service when those redeem them) are tried per source address
 * in `rate_limits`, shared by every instance (docs/security-limits.md). Every attempt is reserved before
 * the key is looked at, so a parallel burst cannot pass before its failures are written; a key that
 * signs in gives its attempt back. Beyond the limit the address gets 429 and nothing is written anywhere.
 */
export const SIGN_IN_KEY_LIMIT: Limit = { max: 20, windowSeconds: 15 * 60 };

const keyOf = (req: FastifyRequest) => `signin-key:${sourceOf(req.ip)}`;

export const reserveKeyAttempt = async (ctx: AppContext, req: FastifyRequest): Promise<void> => {
  const result = await hit(ctx, keyOf(req), SIGN_IN_KEY_LIMIT);
  if (result.over) throw new TooManyAttemptsError(result.retryAfterSeconds, throttledMessage(result.retryAfterSeconds));
};

export const releaseKeyAttempt = (ctx: AppContext, req: FastifyRequest): Promise<void> => giveBack(ctx, keyOf(req));

/**
 * A key whose signature did not verify was not made by the system it claims to come from: whatever user
 * it names is the forger's choice. Such a refusal is never written to that user's activity log or device
 * checkpoint (a forger could otherwise fill an administrator's log and failure counts at will).
 */
export const isForged = (reason: KeyRefusal): boolean => reason === 'malformed' || reason === 'signature' || reason === 'not_configured';
