import type { FastifyRequest } from 'fastify';
import { deviceOf, passCheckpoint, recordFailedCheckpoint } from '../../auth/checkpoints';
import type { ConfirmOtp } from '../../auth/otpGuard';
import type { AppContext, UserRow } from '../../context';
import { unauthenticated } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { openSession, type SignedIn, signedIn } from '../auth/session';
import { refuseBlockedDevice } from '../auth/signInGuards';
import { consumeIncoming, wasUsed } from './keyStore';
import { INBOUND, type InboundSystem } from './adapters';
import { integrationSecret, type KeyClaims, verifyKey } from './signedKeys';

/**
 * The one answer to every refused key (replayed, expired, forged, another user's, a disabled user):
 * 401, which the portal shows as the form's error alert (document 2 section 8). The reason is logged,
 * never told.
 */
export const KEY_REFUSED = 'This sign-in link is invalid, has expired or has already been used.';

const LABEL: Record<InboundSystem, string> = { legacy: 'legacy system', portals: 'remote portal', crm: 'CRM', psp: 'PSP' };

export type Redemption = {
  ctx: AppContext;
  req: FastifyRequest;
  confirmOtp: ConfirmOtp;
  system: InboundSystem;
  key: string;
  /** The account the request names (the key's subject, or the PSP path's user id). */
  findUser: (claims: KeyClaims | null) => Promise<UserRow | undefined>;
  /** Further conditions on the claims (the portal of the path, the CRM context); false refuses. */
  matches?: (claims: KeyClaims, user: UserRow) => boolean;
  roles?: readonly string[];
};

/** A refused key, logged where refused passwords are: the device's checkpoint and the activity log. */
const refuse = async (r: Redemption, user: UserRow | undefined, reason: string): Promise<never> => {
  r.req.log.warn({ system: r.system, reason, user: user?.id ?? null }, 'sign-in key refused');
  const checkpointId = user ? await recordFailedCheckpoint(r.ctx.db, user.id, deviceOf(r.req), r.ctx.now()) : null;
  await recordActivity(r.ctx, r.req, {
    type: 'auth.login_failed',
    userId: user?.id ?? null,
    companyId: user?.company_id ?? null,
    description: `Failed sign-in: ${LABEL[r.system]} key refused (${reason})`,
    meta: { method: r.system, reason, ...(checkpointId ? { checkpoint_id: checkpointId } : {}) },
  });
  throw unauthenticated(KEY_REFUSED);
};

/**
 * Signs a person in with a key another system issued: a session of the same kind as a password
 * sign-in (access and refresh token, checkpoint, activity). Two-factor is not bypassed: a user with
 * two-factor on must send the one-time code (403 otp-required first), bound to this key; the key is
 * spent only once the code is accepted, so asking for the code does not burn the link.
 */
export const redeemSignInKey = async (r: Redemption): Promise<SignedIn> => {
  const { ctx, req } = r;
  const verified = verifyKey(integrationSecret(ctx, INBOUND[r.system].secret), r.key, INBOUND[r.system].typ, ctx.now(), ctx.config.integrations.keyTtl);
  const user = await r.findUser(verified.claims);
  if (!verified.ok) return refuse(r, user, verified.reason);
  const claims = verified.claims;
  if (!user) return refuse(r, undefined, 'unknown user');
  if (r.matches && !r.matches(claims, user)) return refuse(r, user, 'wrong user or context');
  if (await wasUsed(ctx, r.system, claims)) return refuse(r, user, 'replayed');
  if (user.enabled !== 1) return refuse(r, user, 'disabled user');
  if (!user.email_verified_at) return refuse(r, user, 'e-mail not approved');
  if (r.roles && !r.roles.includes(user.role)) return refuse(r, user, 'role not allowed');
  const device = deviceOf(req);
  await refuseBlockedDevice(ctx, req, user, device);
  await r.confirmOtp(user, { sign_in_key: `${r.system}:${claims.jti}` });
  if (!(await consumeIncoming(ctx, r.system, claims, user.id))) return refuse(r, user, 'replayed');
  const checkpoint = await passCheckpoint(ctx.db, user.id, device, ctx.now());
  const issued = await openSession(ctx, req, user, null, checkpoint.id);
  await recordActivity(ctx, req, {
    type: 'auth.login', userId: user.id, companyId: user.company_id,
    description: `Signed in from the ${LABEL[r.system]}${checkpoint.isNew ? ' on a new device' : ''}`,
    meta: { method: r.system, checkpoint_id: checkpoint.id },
  });
  return signedIn(ctx, user, issued);
};
