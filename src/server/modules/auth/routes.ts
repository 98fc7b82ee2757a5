import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../domain/errors';
import { registerCall } from '../../http/route';
import { login, logout, me, refreshSession, SESSION_EXPIRED_MESSAGE } from './service';
import { clearSessionCookie, presentedTokens, setRefreshCookie, signInAnswer } from './sessionCookie';

export const registerAuthRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.login', async ({ ctx, req, reply, body, confirmSecondFactor }) => signInAnswer(ctx, req, reply, await login(ctx, req, body, confirmSecondFactor)));

  registerCall(app, 'auth.refresh', async ({ ctx, req, reply }) => {
    const refreshed = await refreshSession(ctx, req, presentedTokens(req));
    if (refreshed.ended) {
      clearSessionCookie(req, reply, refreshed.actingAs);
      throw unauthenticated(SESSION_EXPIRED_MESSAGE);
    }
    setRefreshCookie(ctx, req, reply, refreshed.issued, refreshed.impersonatorUserId);
    return { data: refreshed.issued.token };
  });

  registerCall(app, 'auth.logout', async ({ ctx, req, reply, auth }) => {
    clearSessionCookie(req, reply, auth.impersonatorUserId !== null);
    return logout(ctx, req, auth);
  });

  registerCall(app, 'auth.me', async ({ ctx, auth }) => ({ data: await me(ctx, auth) }));
};
