import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthToken, User } from '../../../contract/entities';
import { bearerToken } from '../../auth/authenticate';
import type { IssuedTokens } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { ACT_AS_REFRESH_COOKIE, clearRefreshCookie, readCookie, REFRESH_COOKIE, refreshCookie } from '../../http/cookies';
import type { PresentedTokens } from './service';
import type { SignedIn } from './session';

/** The refresh cookie of a sign-in, set and cleared by the routes (the HTTP side of a session). */

const isSecure = (req: FastifyRequest) => req.protocol === 'https';

export const cookieNameFor = (actingAs: boolean): string => (actingAs ? ACT_AS_REFRESH_COOKIE : REFRESH_COOKIE);

export const setRefreshCookie = (ctx: AppContext, req: FastifyRequest, reply: FastifyReply, issued: IssuedTokens, impersonatorUserId: number | null): void => {
  const maxAge = (issued.refreshExpiresAt.getTime() - ctx.now().getTime()) / 1000;
  reply.header('set-cookie', refreshCookie(issued.refreshToken, maxAge, isSecure(req), cookieNameFor(impersonatorUserId !== null)));
};

export const clearSessionCookie = (req: FastifyRequest, reply: FastifyReply, actingAs = false): void => {
  reply.header('set-cookie', clearRefreshCookie(isSecure(req), cookieNameFor(actingAs)));
};

/** The answer of every sign-in: the access token and the user; the refresh token goes to its cookie. */
export const signInAnswer = (ctx: AppContext, req: FastifyRequest, reply: FastifyReply, s: SignedIn): { data: { token: AuthToken; user: User; recovery_codes_left?: number } } => {
  setRefreshCookie(ctx, req, reply, s.issued, s.impersonatorUserId);
  // A sign-in with a recovery code tells how many are left (issue 42).
  return { data: { token: s.issued.token, user: s.user, ...(s.recoveryCodesLeft === undefined ? {} : { recovery_codes_left: s.recoveryCodesLeft }) } };
};

/** The tokens a refresh request carries: its refresh cookies and the (possibly expired) access token. */
export const presentedTokens = (req: FastifyRequest): PresentedTokens => ({
  own: readCookie(req.headers.cookie, REFRESH_COOKIE),
  actingAs: readCookie(req.headers.cookie, ACT_AS_REFRESH_COOKIE),
  access: bearerToken(req),
});
