import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { issueTokens, type IssuedTokens } from '../../auth/tokens';
import { ACT_AS_REFRESH_COOKIE, clearRefreshCookie, REFRESH_COOKIE, refreshCookie } from '../../http/cookies';

const isSecure = (req: FastifyRequest) => req.protocol === 'https';

/** An admin acting as a user works within this window at most. */
export const ACT_AS_MAX_SECONDS = 2 * 60 * 60;

export const cookieNameFor = (actingAs: boolean): string => (actingAs ? ACT_AS_REFRESH_COOKIE : REFRESH_COOKIE);

/** Starts a sign-in: a token family, its refresh token in the HttpOnly cookie. */
export const startSession = async (
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  impersonatorUserId: number | null = null,
  checkpointId: number | null = null,
): Promise<IssuedTokens> => {
  const now = ctx.now();
  const lifetime = impersonatorUserId === null ? ctx.config.refreshTokenTtl : Math.min(ctx.config.refreshTokenTtl, ACT_AS_MAX_SECONDS);
  const issued = await issueTokens(ctx.db, userId, {
    accessTtl: ctx.config.accessTokenTtl,
    familyExpiresAt: new Date(now.getTime() + lifetime * 1000),
    impersonatorUserId,
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
