import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import { deviceOf, recordFailedCheckpoint } from '../../auth/checkpoints';
import type { ConfirmOtp } from '../../auth/otpGuard';
import type { AppContext, AuthState, UserRow } from '../../context';
import { forbidden, unauthenticated } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import type { SignedIn } from '../auth/session';
import { userByEmail, userById } from '../users/queries';
import { crmContextHash, OUTBOUND, type OutboundName, outboundSystem } from './adapters';
import { recordIssued, redeemIssued } from './keyStore';
import { KEY_REFUSED, redeemSignInKey } from './redeem';
import { IntegrationUnavailable, remoteUnavailable } from './sandboxes';
import { integrationSecret, newClaims, signKey, verifyKey } from './signedKeys';

/** Alternative sign-ins (document 1 section 2.1, document 2 section 7 "Common"; docs/sign-ins-and-kyc.md). */

const ACTING_AS = 'Not available while acting as a user.';

/** The user another system names by e-mail address (as it may spell it). */
const userNamed = (ctx: AppContext, email: string | undefined): Promise<UserRow | undefined> =>
  email ? userByEmail(ctx.db, email.trim().toLowerCase()) : Promise.resolve(undefined);

export const signInFromLegacy = (ctx: AppContext, req: FastifyRequest, key: string, confirmOtp: ConfirmOtp): Promise<SignedIn> =>
  redeemSignInKey({ ctx, req, confirmOtp, system: 'legacy', key, findUser: (c) => userNamed(ctx, c?.sub) });

export const signInFromPortal = (ctx: AppContext, req: FastifyRequest, portal: string, key: string, confirmOtp: ConfirmOtp): Promise<SignedIn> =>
  redeemSignInKey({
    ctx, req, confirmOtp, system: 'portals', key,
    findUser: (c) => userNamed(ctx, c?.sub),
    // A key one portal issued opens no session through another portal's address.
    matches: (c) => c.portal === portal,
  });

export const signInFromPsp = (ctx: AppContext, req: FastifyRequest, userId: number, key: string, confirmOtp: ConfirmOtp): Promise<SignedIn> =>
  redeemSignInKey({
    ctx, req, confirmOtp, system: 'psp', key,
    // The address names the user: the key must be that user's.
    findUser: () => userById(ctx.db, userId),
    matches: (c, user) => c.sub === String(user.id),
  });

export const signInFromCrm = (ctx: AppContext, req: FastifyRequest, body: CallOutput<'auth.loginIframe', 'body'>, confirmOtp: ConfirmOtp): Promise<SignedIn> => {
  const { key, ...context } = body;
  return redeemSignInKey({
    ctx, req, confirmOtp, system: 'crm', key,
    findUser: () => userNamed(ctx, context.user_email),
    // The CRM signed these five values; any other context is not the one it vouched for.
    matches: (c, user) => c.sub.toLowerCase() === user.email && c.ctx === crmContextHash(context),
    // The widget shows companies (an admin call): CRM staff are Kontor administrators.
    roles: ['super-admin', 'admin'],
  });
};

/** Issues a key to an outside system for the signed-in user and asks that system where to send them. */
const handOff = async (ctx: AppContext, name: OutboundName, auth: AuthState): Promise<{ key: string; url: string }> => {
  // An administrator acting as a customer does not carry that customer into another system.
  if (auth.impersonatorUserId !== null) throw forbidden(ACTING_AS);
  const secret = integrationSecret(ctx, OUTBOUND[name].secret);
  if (!secret) throw remoteUnavailable();
  const claims = newClaims(OUTBOUND[name].typ, auth.user.email, ctx.now(), ctx.config.integrations.keyTtl);
  const key = signKey(secret, claims);
  try {
    const url = await outboundSystem(name).handOff(ctx, auth.user, key);
    await recordIssued(ctx, name === 'legacy' ? 'legacy-out' : 'chat', claims, auth.user.id);
    return { key, url };
  } catch (err) {
    if (err instanceof IntegrationUnavailable) throw remoteUnavailable();
    throw err;
  }
};

/** Sends the signed-in user to the legacy system. */
export const toLegacy = async (ctx: AppContext, req: FastifyRequest, auth: AuthState): Promise<{ url: string }> => {
  const { url } = await handOff(ctx, 'legacy', auth);
  await recordActivity(ctx, req, { type: 'auth.login', userId: auth.user.id, companyId: auth.user.company_id, description: 'Sent to the legacy system', meta: { method: 'to-legacy' } });
  return { url };
};

/** A sign-in token of the chat service for the signed-in user. */
export const chatToken = async (ctx: AppContext, auth: AuthState): Promise<{ token: string; url: string }> => {
  const { key, url } = await handOff(ctx, 'chat', auth);
  return { token: key, url };
};

/** What the system a key was issued to learns of the user it signs in. */
export type RedeemedUser = { id: number; email: string; first_name: string; last_name: string; role: string; company_id: number | null };

/**
 * Redeems a key Kontor issued (to-legacy, rocket-chat) for the system it was issued to, once. A
 * refused key is logged where refused passwords are (the device's checkpoint, the activity log).
 */
export const redeemOutboundKey = async (ctx: AppContext, req: FastifyRequest, system: OutboundName, key: string): Promise<RedeemedUser> => {
  const outcome = await redeemedUser(ctx, system, key);
  if (!outcome.ok) {
    const user = outcome.subject ? await userByEmail(ctx.db, outcome.subject) : undefined;
    const checkpointId = user ? await recordFailedCheckpoint(ctx.db, user.id, deviceOf(req), ctx.now()) : null;
    await recordActivity(ctx, req, {
      type: 'auth.login_failed', userId: user?.id ?? null, companyId: user?.company_id ?? null,
      description: `Failed sign-in: ${system} key refused (${outcome.reason})`, meta: { method: `${system}-redeem`, reason: outcome.reason, ...(checkpointId ? { checkpoint_id: checkpointId } : {}) },
    });
    throw unauthenticated(KEY_REFUSED);
  }
  const u = outcome.user;
  return { id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, role: u.role, company_id: u.company_id };
};

const redeemedUser = async (ctx: AppContext, system: OutboundName, key: string) => {
  const secret = integrationSecret(ctx, OUTBOUND[system].secret);
  const verified = verifyKey(secret, key, OUTBOUND[system].typ, ctx.now(), ctx.config.integrations.keyTtl);
  if (!verified.ok) return { ok: false as const, reason: verified.reason, subject: verified.claims?.sub ?? null };
  const userId = await redeemIssued(ctx, system === 'legacy' ? 'legacy-out' : 'chat', verified.claims);
  if (userId === null) return { ok: false as const, reason: 'replayed or expired', subject: verified.claims.sub };
  const user = await userById(ctx.db, userId);
  if (!user || user.enabled !== 1) return { ok: false as const, reason: 'disabled user', subject: verified.claims.sub };
  return { ok: true as const, user };
};
