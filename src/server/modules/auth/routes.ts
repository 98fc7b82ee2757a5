import type { FastifyInstance } from 'fastify';
import { verifyDummy, verifyPassword } from '../../auth/passwords';
import { clearLoginSource, type LoginSource, releaseLoginAttempt, reserveLoginAttempt } from '../../auth/throttle';
import { bearerToken } from '../../auth/authenticate';
import { CHECKPOINT_BLOCKED_MESSAGE, deviceOf, isDeviceBlocked, passCheckpoint } from '../../auth/checkpoints';
import { closeSessionSockets } from '../../auth/endedSessions';
import { familyOf, revokeFamily, rotateRefreshToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { HttpError, unauthorized } from '../../http/errors';
import { ACT_AS_REFRESH_COOKIE, readCookie, REFRESH_COOKIE } from '../../http/cookies';
import type { FastifyRequest } from 'fastify';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { recordFailedSignIn } from './failedSignIn';
import { clearSessionCookie, setRefreshCookie, startSession } from './session';
import { userResource } from './userResource';

export const LOGIN_MESSAGES = {
  failed: 'These credentials do not match our records.',
  disabled: 'Your account is disabled. Please contact support.',
  unverified: 'Please approve your e-mail address first. We have sent you a link.',
} as const;

export const registerAuthRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.login', async ({ ctx, req, reply, body, confirmOtp }) => {
    // Throttled by address, by account from this address, and for addresses that failed by the account's delay (auth/throttle.ts).
    const source: LoginSource = { email: body.email, ip: req.ip };
    await reserveLoginAttempt(ctx, source);
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
    const passwordOk = user ? await verifyPassword(user.password_hash, body.password) : await verifyDummy(body.password);
    if (!user || !passwordOk) {
      await recordFailedSignIn(ctx, req, source, user);
      throw new HttpError(422, LOGIN_MESSAGES.failed, { email: [LOGIN_MESSAGES.failed] });
    }
    await releaseLoginAttempt(ctx, source);
    if (user.enabled !== 1) throw new HttpError(403, LOGIN_MESSAGES.disabled);
    if (!user.email_verified_at) throw new HttpError(403, LOGIN_MESSAGES.unverified);
    // An admin blocked this device (auth checkpoint): refused before a code is asked for.
    const device = deviceOf(req);
    if (await isDeviceBlocked(ctx.db, user.id, device)) {
      await recordActivity(ctx, req, { type: 'auth.login_blocked', userId: user.id, companyId: user.company_id, description: 'Sign-in refused: blocked device' });
      throw new HttpError(403, CHECKPOINT_BLOCKED_MESSAGE);
    }
    // The code confirms this sign-in of this e-mail address only; the password never enters the binding.
    await confirmOtp(user, { email: body.email });
    await clearLoginSource(ctx, source);
    const checkpoint = await passCheckpoint(ctx.db, user.id, device, ctx.now());
    const issued = await startSession(ctx, req, reply, user.id, null, checkpoint.id);
    const company = user.company_id === null ? null : ((await ctx.db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()) ?? null);
    await recordActivity(ctx, req, { type: 'auth.login', userId: user.id, companyId: user.company_id, description: checkpoint.isNew ? 'Signed in from a new device' : 'Signed in', meta: { checkpoint_id: checkpoint.id } });
    return { data: { token: issued.token, user: await userResource(ctx, user, company) } };
  });

  registerCall(app, 'auth.refresh', async ({ ctx, req, reply }) => {
    const presented = await presentedRefreshToken(ctx, req);
    if (!presented) throw unauthorized('Your session has expired. Please sign in again.');
    const outcome = await rotateRefreshToken(ctx.db, presented, ctx.config.accessTokenTtl, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null, now: ctx.now() });
    if (!outcome.ok) {
      closeSessionSockets(ctx, outcome.ended ?? []);
      clearSessionCookie(req, reply, presented === readCookie(req.headers.cookie, ACT_AS_REFRESH_COOKIE));
      if (outcome.reason === 'reused') req.log.warn({ reason: outcome.reason }, 'refresh token reuse: sign-in revoked');
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    setRefreshCookie(ctx, req, reply, outcome.issued, outcome.impersonatorUserId);
    return { data: outcome.issued.token };
  });

  registerCall(app, 'auth.logout', async ({ ctx, req, reply, auth }) => {
    // The act-as sign-ins this (admin's) sign-in started end with it, sockets included.
    const actAs = await revokeFamily(ctx.db, auth.familyId, ctx.now());
    ctx.realtime?.disconnectUser(auth.user.id, auth.familyId);
    closeSessionSockets(ctx, actAs);
    clearSessionCookie(req, reply, auth.impersonatorUserId !== null);
    await recordActivity(ctx, req, { type: 'auth.logout', userId: auth.user.id, companyId: auth.user.company_id, description: 'Signed out' });
    return { message: 'Signed out.' };
  });

  registerCall(app, 'auth.me', async ({ ctx, auth }) => ({ data: await userResource(ctx, auth.user, auth.company) }));
};

/**
 * The refresh token of the session the caller is in. Two can be present while an admin acts as a
 * user: the (possibly expired) access token in the Authorization header names the sign-in to renew.
 */
const presentedRefreshToken = async (ctx: AppContext, req: FastifyRequest): Promise<string | undefined> => {
  const own = readCookie(req.headers.cookie, REFRESH_COOKIE);
  const actingAs = readCookie(req.headers.cookie, ACT_AS_REFRESH_COOKIE);
  const access = bearerToken(req);
  if (!actingAs || !access) return own;
  const family = await familyOf(ctx.db, access, 'access');
  if (family && family === (await familyOf(ctx.db, actingAs, 'refresh'))) return actingAs;
  return own;
};
