import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { issueTokens, type IssuedTokens } from '../../auth/tokens';
import { clearRefreshCookie, refreshCookie } from '../../http/cookies';

const isSecure = (req: FastifyRequest) => req.protocol === 'https';

/** Starts a sign-in: a token family, its refresh token in the HttpOnly cookie. */
export const startSession = async (ctx: AppContext, req: FastifyRequest, reply: FastifyReply, userId: number, impersonatorUserId: number | null = null): Promise<IssuedTokens> => {
  const now = ctx.now();
  const issued = await issueTokens(ctx.db, userId, {
    accessTtl: ctx.config.accessTokenTtl,
    familyExpiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtl * 1000),
    impersonatorUserId,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    now,
  });
  setRefreshCookie(ctx, req, reply, issued);
  return issued;
};

export const setRefreshCookie = (ctx: AppContext, req: FastifyRequest, reply: FastifyReply, issued: IssuedTokens): void => {
  reply.header('set-cookie', refreshCookie(issued.refreshToken, (issued.refreshExpiresAt.getTime() - ctx.now().getTime()) / 1000, isSecure(req)));
};

export const clearSessionCookie = (req: FastifyRequest, reply: FastifyReply): void => {
  reply.header('set-cookie', clearRefreshCookie(isSecure(req)));
};
