import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { User } from '../../../contract/entities';
import { deviceOf, passCheckpoint } from '../../auth/checkpoints';
import { closeSessionSockets } from '../../auth/endedSessions';
import type { ConfirmSecondFactor } from '../../auth/otpGuard';
import { verifyDummy, verifyPassword } from '../../auth/passwords';
import { clearLoginSource, type LoginSource, releaseLoginAttempt, reserveLoginAttempt } from '../../auth/throttle';
import { familyOf, type IssuedTokens, revokeFamily, rotateRefreshToken } from '../../auth/tokens';
import type { AppContext, AuthState } from '../../context';
import { forbidden, invalid, unauthenticated } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { userByEmail } from '../users/queries';
import { recordFailedSignIn } from './failedSignIn';
import { openSession, type SignedIn, signedIn } from './session';
import { alertNewSignIn, signInNovelty } from './newSignInAlert';
import { confirmSecondFactorOfSignIn } from './secondFactorSignIn';
import { refuseBlockedDevice } from './signInGuards';
import { userResource } from './userResource';

export const LOGIN_MESSAGES = {
  failed: 'These credentials do not match our records.',
  disabled: 'Your account is disabled. Please contact support.',
  unverified: 'Please approve your e-mail address first. We have sent you a link.',
} as const;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

type LoginBody = CallOutput<'auth.login', 'body'>;

/**
 * Signs in with e-mail and password. Throttled by address, by account from this address, and for
 * addresses that failed by the account's delay (auth/throttle.ts).
 */
export const login = async (ctx: AppContext, req: FastifyRequest, body: LoginBody, confirmSecondFactor: ConfirmSecondFactor): Promise<SignedIn> => {
  const source: LoginSource = { email: body.email, ip: req.ip };
  await reserveLoginAttempt(ctx, source);
  const user = await userByEmail(ctx.db, body.email);
  const passwordOk = user ? await verifyPassword(user.password_hash, body.password) : await verifyDummy(body.password);
  if (!user || !passwordOk) {
    await recordFailedSignIn(ctx, req, source, user);
    throw invalid({ email: [LOGIN_MESSAGES.failed] }, LOGIN_MESSAGES.failed);
  }
  await releaseLoginAttempt(ctx, source);
  if (user.enabled !== 1) throw forbidden(LOGIN_MESSAGES.disabled);
  if (!user.email_verified_at) throw forbidden(LOGIN_MESSAGES.unverified);
  // A blocked device is refused before a code is asked for.
  const device = deviceOf(req);
  await refuseBlockedDevice(ctx, req, user, device);
  // The code confirms this sign-in of this e-mail address only; the password never enters the binding.
  const factor = await confirmSecondFactorOfSignIn(ctx, req, user, device, () => confirmSecondFactor(user, { email: body.email }));
  await clearLoginSource(ctx, source);
  const novelty = await signInNovelty(ctx, user.id, device.ip);
  const checkpoint = await passCheckpoint(ctx.db, user.id, device, ctx.now());
  const issued = await openSession(ctx, req, user, null, checkpoint.id, factor?.method ?? null);
  await recordActivity(ctx, req, {
    type: 'auth.login', userId: user.id, companyId: user.company_id, description: checkpoint.isNew ? 'Signed in from a new device' : 'Signed in',
    meta: { checkpoint_id: checkpoint.id, second_factor: factor?.method ?? null, new_device: checkpoint.isNew },
  });
  await alertNewSignIn(ctx, req, user, device, checkpoint.isNew, novelty);
  const answer = await signedIn(ctx, user, issued);
  return factor?.recoveryCodesLeft === undefined ? answer : { ...answer, recoveryCodesLeft: factor.recoveryCodesLeft };
};

/** The tokens a refresh request carries: its own refresh cookie, an act-as one beside it, and the access token. */
export type PresentedTokens = { own: string | undefined; actingAs: string | undefined; access: string | undefined };

export type Refreshed =
  | { ended: false; issued: IssuedTokens; impersonatorUserId: number | null }
  /** The sign-in is over; `actingAs` says whose refresh cookie named it (the one to clear). */
  | { ended: true; actingAs: boolean };

/**
 * The refresh token of the session the caller is in. Two can be present while an admin acts as a
 * user: the (possibly expired) access token names the sign-in to renew.
 */
const refreshTokenOf = async (ctx: AppContext, presented: PresentedTokens): Promise<string | undefined> => {
  const { own, actingAs, access } = presented;
  if (!actingAs || !access) return own;
  const family = await familyOf(ctx.db, access, 'access');
  if (family && family === (await familyOf(ctx.db, actingAs, 'refresh'))) return actingAs;
  return own;
};

/** Rotates the refresh token of the caller's sign-in; no token at all is refused at once. */
export const refreshSession = async (ctx: AppContext, req: FastifyRequest, presented: PresentedTokens): Promise<Refreshed> => {
  const token = await refreshTokenOf(ctx, presented);
  if (!token) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
  const outcome = await rotateRefreshToken(ctx.db, token, ctx.config.accessTokenTtl, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null, now: ctx.now() });
  if (!outcome.ok) {
    closeSessionSockets(ctx, outcome.ended ?? []);
    if (outcome.reason === 'reused') req.log.warn({ reason: outcome.reason }, 'refresh token reuse: sign-in revoked');
    return { ended: true, actingAs: token === presented.actingAs };
  }
  return { ended: false, issued: outcome.issued, impersonatorUserId: outcome.impersonatorUserId };
};

/** Ends the caller's sign-in; the act-as sign-ins it started end with it, sockets included. */
export const logout = async (ctx: AppContext, req: FastifyRequest, auth: AuthState): Promise<{ message: string }> => {
  const actAs = await revokeFamily(ctx.db, auth.familyId, ctx.now());
  ctx.realtime?.disconnectUser(auth.user.id, auth.familyId);
  closeSessionSockets(ctx, actAs);
  await recordActivity(ctx, req, { type: 'auth.logout', userId: auth.user.id, companyId: auth.user.company_id, description: 'Signed out' });
  return { message: 'Signed out.' };
};

export const me = async (ctx: AppContext, auth: AuthState): Promise<User> => userResource(ctx, auth.user, auth.company);
