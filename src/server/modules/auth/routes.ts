import type { FastifyInstance } from 'fastify';
import { verifyDummy, verifyPassword } from '../../auth/passwords';
import { accountKey, addressKey, assertNotThrottled, clearThrottle, recordFailure, THROTTLE } from '../../auth/throttle';
import { revokeFamily, rotateRefreshToken } from '../../auth/tokens';
import { HttpError, unauthorized } from '../../http/errors';
import { readCookie, REFRESH_COOKIE } from '../../http/cookies';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { clearSessionCookie, setRefreshCookie, startSession } from './session';
import { userResource } from './userResource';

export const LOGIN_MESSAGES = {
  failed: 'These credentials do not match our records.',
  disabled: 'Your account is disabled. Please contact support.',
  unverified: 'Please approve your e-mail address first. We have sent you a link.',
} as const;

export const registerAuthRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.login', async ({ ctx, req, reply, body, confirmOtp }) => {
    const keys = [accountKey(body.email), addressKey(req.ip)];
    await assertNotThrottled(ctx, keys);
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
    const passwordOk = user ? await verifyPassword(user.password_hash, body.password) : await verifyDummy(body.password);
    if (!user || !passwordOk) {
      await recordFailure(ctx, keys[0] as string, THROTTLE.maxPerAccount);
      await recordFailure(ctx, keys[1] as string, THROTTLE.maxPerAddress);
      if (user) await recordActivity(ctx, req, { type: 'auth.login_failed', userId: user.id, companyId: user.company_id, description: 'Failed sign-in: wrong password' });
      throw new HttpError(422, LOGIN_MESSAGES.failed, { email: [LOGIN_MESSAGES.failed] });
    }
    if (user.enabled !== 1) throw new HttpError(403, LOGIN_MESSAGES.disabled);
    if (!user.email_verified_at) throw new HttpError(403, LOGIN_MESSAGES.unverified);
    // The code confirms this sign-in of this e-mail address only; the password never enters the binding.
    await confirmOtp(user, { email: body.email });
    await clearThrottle(ctx, [keys[0] as string]);
    const issued = await startSession(ctx, req, reply, user.id);
    const company = user.company_id === null ? null : ((await ctx.db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()) ?? null);
    await recordActivity(ctx, req, { type: 'auth.login', userId: user.id, companyId: user.company_id, description: 'Signed in' });
    return { data: { token: issued.token, user: await userResource(ctx, user, company) } };
  });

  registerCall(app, 'auth.refresh', async ({ ctx, req, reply }) => {
    const presented = readCookie(req.headers.cookie, REFRESH_COOKIE);
    if (!presented) throw unauthorized('Your session has expired. Please sign in again.');
    const outcome = await rotateRefreshToken(ctx.db, presented, ctx.config.accessTokenTtl, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null, now: ctx.now() });
    if (!outcome.ok) {
      clearSessionCookie(req, reply);
      if (outcome.reason === 'reused') req.log.warn({ reason: outcome.reason }, 'refresh token reuse: sign-in revoked');
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    setRefreshCookie(ctx, req, reply, outcome.issued);
    return { data: outcome.issued.token };
  });

  registerCall(app, 'auth.logout', async ({ ctx, req, reply, auth }) => {
    await revokeFamily(ctx.db, auth.familyId, ctx.now());
    clearSessionCookie(req, reply);
    await recordActivity(ctx, req, { type: 'auth.logout', userId: auth.user.id, companyId: auth.user.company_id, description: 'Signed out' });
    return { message: 'Signed out.' };
  });

  registerCall(app, 'auth.me', async ({ ctx, auth }) => ({ data: await userResource(ctx, auth.user, auth.company) }));
};
