import type { FastifyRequest } from 'fastify';
import type { User } from '../../../contract/entities';
import { familyEnd, issueTokens, type IssuedTokens } from '../../auth/tokens';
import type { AppContext, UserRow } from '../../context';
import { unauthenticated } from '../../domain/errors';
import { companyOf } from '../companies/queries';
import { userResource } from './userResource';

/** An admin acting as a user works within this window at most. */
export const ACT_AS_MAX_SECONDS = 2 * 60 * 60;

/** Of an act-as sign-in: the admin acting, and the admin's own sign-in (token family) it belongs to. */
export type ActAsOrigin = { impersonatorUserId: number; parentFamilyId: string };

/** A sign-in that has begun: its tokens (the refresh token goes to a cookie) and the user as the portal reads it. */
export type SignedIn = { issued: IssuedTokens; impersonatorUserId: number | null; user: User; recoveryCodesLeft?: number };

/**
 * Starts a sign-in: a token family. An act-as sign-in lives ACT_AS_MAX_SECONDS at most and never
 * beyond the end of the admin's own sign-in, which it belongs to.
 */
export const openSession = async (
  ctx: AppContext,
  req: FastifyRequest,
  user: UserRow,
  actAs: ActAsOrigin | null = null,
  checkpointId: number | null = null,
  secondFactor: string | null = null,
): Promise<IssuedTokens> => {
  const now = ctx.now();
  let familyExpiresAt = new Date(now.getTime() + ctx.config.refreshTokenTtl * 1000);
  if (actAs) {
    const adminEnd = await familyEnd(ctx.db, actAs.parentFamilyId);
    if (!adminEnd || adminEnd <= now) throw unauthenticated();
    familyExpiresAt = new Date(Math.min(familyExpiresAt.getTime(), now.getTime() + ACT_AS_MAX_SECONDS * 1000, adminEnd.getTime()));
  }
  return issueTokens(ctx.db, user.id, {
    accessTtl: ctx.config.accessTokenTtl,
    familyExpiresAt,
    impersonatorUserId: actAs?.impersonatorUserId ?? null,
    parentFamilyId: actAs?.parentFamilyId ?? null,
    checkpointId,
    secondFactor,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    now,
  });
};

/** The answer of a sign-in: its tokens and the user with their company. */
export const signedIn = async (ctx: AppContext, user: UserRow, issued: IssuedTokens, impersonatorUserId: number | null = null): Promise<SignedIn> => ({
  issued,
  impersonatorUserId,
  user: await userResource(ctx, user, await companyOf(ctx.db, user.company_id)),
});
