import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { issueTokens, type IssuedTokens } from '../../auth/tokens';
import { ACT_AS_REFRESH_COOKIE, clearRefreshCookie, REFRESH_COOKIE, refreshCookie } from '../../http/cookies';
import { unauthorized } from '../../http/errors';

const isSecure = (req: FastifyRequest) => req.protocol === 'https';

/** An admin acting as a user works within this window at most. */
export const ACT_AS_MAX_SECONDS = 2 * 60 * 60;

export const cookieNameFor = (actingAs: boolean): string => (actingAs ? ACT_AS_REFRESH_COOKIE : REFRESH_COOKIE);

/** Of an act-as sign-in: the admin acting, and the admin's own sign-in (token family) it belongs to. */
export type ActAsOrigin = { impersonatorUserId: number; parentFamilyId: string };

/** When the admin's sign-in ends at the latest (its refresh tokens share one absolute end); null when unknown. */
const familyEnd = async (ctx: AppContext, familyId: string): Promise<Date | null> => {
  const row = await ctx.db.selectFrom('auth_tokens').select('expires_at').where('family_id', '=', familyId).where('kind', '=', 'refresh').orderBy('id', 'desc').executeTakeFirst();
  return row ? new Date(row.expires_at) : null;
};

/**
 * Starts a sign-in: a token family, its refresh token in the HttpOnly cookie. An act-as sign-in lives
 * ACT_AS_MAX_SECONDS at most and never beyond the end of the admin's own sign-in, which it belongs to.
 */
export const startSession = async (
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  actAs: ActAsOrigin | null = null,
  checkpointId: number | null = null,
): Promise<IssuedTokens> => {
  const now = ctx.now();
  let familyExpiresAt = new Date(now.getTime() + ctx.config.refreshTokenTtl * 1000);
  if (actAs) {
    const adminEnd = await familyEnd(ctx, actAs.parentFamilyId);
    if (!adminEnd || adminEnd <= now) throw unauthorized();
    familyExpiresAt = new Date(Math.min(familyExpiresAt.getTime(), now.getTime() + ACT_AS_MAX_SECONDS * 1000, adminEnd.getTime()));
  }
  const impersonatorUserId = actAs?.impersonatorUserId ?? null;
  const issued = await issueTokens(ctx.db, userId, {
    accessTtl: ctx.config.accessTokenTtl,
    familyExpiresAt,
    impersonatorUserId,
    parentFamilyId: actAs?.parentFamilyId ?? null,
    checkpointId,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    now,
  });
  setRefreshCookie(ctx, req, reply, issued, impersonatorUserId);
  return issued;
};

export const setRefreshCookie = (ctx: AppContext, req: FastifyRequest, reply: FastifyReply, issued: IssuedTokens, impersonatorUserId: number | null): void => {
  const maxAge = (issued.refreshExpiresAt.getTime() - ctx.now().getTime()) / 1000;
  reply.header('set-cookie', refreshCookie(issued.refreshToken, maxAge, isSecure(req), cookieNameFor(impersonatorUserId !== null)));
};

export const clearSessionCookie = (req: FastifyRequest, reply: FastifyReply, actingAs = false): void => {
  reply.header('set-cookie', clearRefreshCookie(isSecure(req), cookieNameFor(actingAs)));
};
