import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DeviceSignInRequest, DeviceSignInStatus } from '../../../contract/entities';
import { ANNOUNCE_AUTH_CODE_EVENT, ANNOUNCE_CHANNEL } from '../../../contract/enums';
import { CHECKPOINT_BLOCKED_MESSAGE, deviceOf, isDeviceBlocked, noteCheckpoint, passCheckpoint, recordFailedCheckpoint, type SignInDevice } from '../../auth/checkpoints';
import type { ConfirmOtp } from '../../auth/otpGuard';
import { enforceLimit, type Limit, sourceOf } from '../../auth/rateLimit';
import { randomToken, safeEqual, sha256 } from '../../auth/secrets';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { conflict, forbidden, invalid, notFound, type RuleBrokenError } from '../../domain/errors';
import { realtimeOf } from '../../realtime/publish';
import { recordActivity } from '../activityLogs/record';
import { userById } from '../users/queries';
import {
  claimDeviceSignIn,
  type DeviceSignInRow,
  deviceSignInByCodeHash,
  deviceSignInByIdentifier,
  insertDeviceSignIn,
  pruneDeviceSignIns,
  updateDeviceSignIn,
} from './deviceSignInStore';
import { LOGIN_MESSAGES } from './service';
import { openSession, type SignedIn, signedIn } from './session';
import { refuseBlockedDevice } from './signInGuards';

/**
 * Sign-in approved from another device (issue 18; docs/decisions.md "Sign in with your phone").
 *
 * The waiting browser makes a secret (`verifier`) and sends only its SHA-256 (`identifier`); it gets the
 * code of a QR link. A user signed in elsewhere opens the link, sees the browser, and approves (with
 * their two-factor code where they have it): a single-use code goes out on the public announce channel
 * as `auth_code` {otp, identifier}. Whoever listens there learns both, which is not enough: redeeming
 * takes the otp with the verifier whose hash is the identifier, as PKCE does. The otp lives 2 minutes,
 * works once, and 5 wrong tries end the request. Requests, approvals and codes are rows of
 * `device_sign_ins`, so every server instance can redeem them.
 */

type Row = DeviceSignInRow;

/** How long a browser waits for an approval; the approved code then lives OTP_TTL_SECONDS at most. */
export const DEVICE_SIGN_IN_TTL_SECONDS = 5 * 60;
export const DEVICE_SIGN_IN_OTP_TTL_SECONDS = 2 * 60;
/** Wrong codes a request takes before it is refused for good. */
export const DEVICE_SIGN_IN_MAX_FAILURES = 5;

/** Per source address, shared through the database by every instance (docs/security-limits.md). */
export const DEVICE_SIGN_IN_LIMITS = {
  start: { max: 10, windowSeconds: 60 },
  /** The waiting page asks for its status every few seconds. */
  status: { max: 60, windowSeconds: 60 },
  redeem: { max: 10, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

export const DEVICE_SIGN_IN_MESSAGES = {
  throttled: (seconds: number) => `Too many sign-in requests. Please try again in ${seconds} seconds.`,
  duplicate: 'This sign-in request was made already.',
  unknown: 'This sign-in request does not exist or has ended.',
  notWaiting: 'This sign-in request is no longer waiting for an approval.',
  actingAs: 'An administrator acting as a user cannot approve a sign-in.',
  invalid: 'The code is not valid.',
  expired: 'The code has expired. Please ask for a new one.',
  used: 'The code was used already.',
  approved: 'Sign-in approved.',
  denied: 'Sign-in refused.',
} as const;

/** base64url SHA-256 of the verifier: what the browser sent as its identifier. */
export const identifierOf = (verifier: string): string => crypto.createHash('sha256').update(verifier).digest('base64url');

/** The status a reader sees: a waiting or approved request past its time has expired. */
const statusOf = (row: Row, now: Date): DeviceSignInStatus => {
  const at = nowIso(now);
  if (row.status === 'waiting' && row.expires_at <= at) return 'expired';
  if (row.status === 'approved' && (row.otp_expires_at ?? '') <= at) return 'expired';
  return row.status as DeviceSignInStatus;
};

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/Firefox\/|FxiOS\//, 'Firefox'], [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\//, 'Chrome'], [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/, 'Windows'], [/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/Mac OS X|Macintosh/, 'macOS'], [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux'],
];

/** The browser and system a user agent names (null when it names none we know). */
export const describeUserAgent = (ua: string | null): { browser: string | null; system: string | null } => ({
  browser: ua ? (BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null) : null,
  system: ua ? (SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null) : null,
});

const requestResource = (row: Row, now: Date): DeviceSignInRequest => ({
  ...describeUserAgent(row.user_agent),
  ip: row.ip,
  created_at: row.created_at,
  expires_at: row.expires_at,
  status: statusOf(row, now),
});

const byCode = async (ctx: AppContext, code: string): Promise<Row> => {
  const row = await deviceSignInByCodeHash(ctx.db, sha256(code));
  if (!row) throw notFound(DEVICE_SIGN_IN_MESSAGES.unknown);
  return row;
};
const deviceOfRow = (row: Row): SignInDevice => ({ browserId: row.browser_id, ip: row.ip, userAgent: row.user_agent });

/**
 * A redemption refused for a request whose user is known (an approved one): counted on the waiting
 * device's checkpoint and written to the user's activity log.
 */
const recordRefusal = async (ctx: AppContext, req: FastifyRequest, row: Row, reason: string): Promise<void> => {
  if (row.user_id === null) return;
  const user = await userById(ctx.db, row.user_id);
  if (!user) return;
  const checkpointId = await recordFailedCheckpoint(ctx.db, user.id, deviceOf(req), ctx.now());
  await recordActivity(ctx, req, {
    type: 'auth.device_sign_in_refused', userId: user.id, companyId: user.company_id,
    description: `Sign-in with an approval code refused: ${reason}`, meta: { device_sign_in_id: row.id, checkpoint_id: checkpointId, reason },
  });
};

const refused = (message: string): RuleBrokenError => invalid({ otp: [message] }, message);

const limited = (ctx: AppContext, req: FastifyRequest, what: keyof typeof DEVICE_SIGN_IN_LIMITS) =>
  enforceLimit(ctx, `device-sign-in-${what}:${sourceOf(req.ip)}`, DEVICE_SIGN_IN_LIMITS[what], DEVICE_SIGN_IN_MESSAGES.throttled);

/** The waiting browser asks to be signed in: it gets the code of the QR link. */
export const startDeviceSignIn = async (ctx: AppContext, req: FastifyRequest, identifier: string): Promise<{ code: string; expires_at: string }> => {
  await limited(ctx, req, 'start');
  const now = ctx.now();
  const at = nowIso(now);
  // Requests that ended a day ago are of no use to anyone.
  await pruneDeviceSignIns(ctx.db, nowIso(new Date(now.getTime() - 24 * 3600 * 1000)));
  const code = randomToken(24);
  const device = deviceOf(req);
  const expiresAt = nowIso(new Date(now.getTime() + DEVICE_SIGN_IN_TTL_SECONDS * 1000));
  const row = await insertDeviceSignIn(ctx.db, {
    code_hash: sha256(code), identifier, browser_id: device.browserId, ip: device.ip, user_agent: device.userAgent, status: 'waiting',
    user_id: null, otp_hash: null, otp_expires_at: null, failed_attempts: 0, expires_at: expiresAt, decided_at: null, redeemed_at: null, created_at: at, updated_at: at,
  });
  if (!row) throw invalid({ identifier: [DEVICE_SIGN_IN_MESSAGES.duplicate] });
  return { code, expires_at: expiresAt };
};

/** The waiting browser asks how its request stands, proving it is the one that made it. */
export const deviceSignInStatus = async (ctx: AppContext, req: FastifyRequest, verifier: string): Promise<{ status: DeviceSignInStatus }> => {
  await limited(ctx, req, 'status');
  const row = await deviceSignInByIdentifier(ctx.db, identifierOf(verifier));
  if (!row) throw notFound(DEVICE_SIGN_IN_MESSAGES.unknown);
  return { status: statusOf(row, ctx.now()) };
};

/** What the approving user sees of the waiting browser. */
export const showDeviceSignIn = async (ctx: AppContext, code: string): Promise<DeviceSignInRequest> => requestResource(await byCode(ctx, code), ctx.now());

/** A signed-in user approves: a single-use code goes out on the announce channel, after the commit. */
export const approveDeviceSignIn = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, code: string, confirmOtp: ConfirmOtp): Promise<{ message: string }> => {
  const row = await byCode(ctx, code);
  if (auth.impersonatorUserId !== null) throw forbidden(DEVICE_SIGN_IN_MESSAGES.actingAs);
  const now = ctx.now();
  if (statusOf(row, now) !== 'waiting') throw conflict(DEVICE_SIGN_IN_MESSAGES.notWaiting);
  const device = deviceOfRow(row);
  if (await isDeviceBlocked(ctx.db, auth.user.id, device)) throw forbidden(CHECKPOINT_BLOCKED_MESSAGE);
  await confirmOtp(auth.user, { device_sign_in: row.id });
  const otp = randomToken(24);
  const at = nowIso(now);
  const otpExpiresAt = nowIso(new Date(Math.min(now.getTime() + DEVICE_SIGN_IN_OTP_TTL_SECONDS * 1000, Date.parse(row.expires_at))));
  const claimed = await claimDeviceSignIn(ctx.db, row.id, 'waiting', { status: 'approved', user_id: auth.user.id, otp_hash: sha256(otp), otp_expires_at: otpExpiresAt, decided_at: at, updated_at: at });
  if (!claimed) throw conflict(DEVICE_SIGN_IN_MESSAGES.notWaiting);
  const checkpointId = await noteCheckpoint(ctx.db, auth.user.id, device, now);
  const { browser, system } = describeUserAgent(row.user_agent);
  await recordActivity(ctx, req, {
    type: 'auth.device_sign_in_approved', userId: auth.user.id, companyId: auth.user.company_id,
    description: `Approved the sign-in of ${browser ?? 'a browser'}${system ? ` on ${system}` : ''} from ${row.ip ?? 'an unknown address'}`,
    meta: { device_sign_in_id: row.id, checkpoint_id: checkpointId, ip: row.ip },
  });
  // After the commit: the waiting browser (and anyone else listening) hears it; only the browser can use it.
  await realtimeOf(ctx).broadcast(ANNOUNCE_CHANNEL, ANNOUNCE_AUTH_CODE_EVENT, { otp, identifier: row.identifier });
  return { message: DEVICE_SIGN_IN_MESSAGES.approved };
};

/** A signed-in user refuses: the request ends and counts as a failure on the waiting device's checkpoint. */
export const denyDeviceSignIn = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, code: string): Promise<{ message: string }> => {
  const row = await byCode(ctx, code);
  const now = ctx.now();
  if (statusOf(row, now) !== 'waiting') throw conflict(DEVICE_SIGN_IN_MESSAGES.notWaiting);
  const at = nowIso(now);
  const claimed = await claimDeviceSignIn(ctx.db, row.id, 'waiting', { status: 'denied', user_id: auth.user.id, decided_at: at, updated_at: at });
  if (!claimed) throw conflict(DEVICE_SIGN_IN_MESSAGES.notWaiting);
  const checkpointId = await recordFailedCheckpoint(ctx.db, auth.user.id, deviceOfRow(row), now);
  await recordActivity(ctx, req, {
    type: 'auth.device_sign_in_denied', userId: auth.user.id, companyId: auth.user.company_id,
    description: `Refused the sign-in of a browser from ${row.ip ?? 'an unknown address'}`,
    meta: { device_sign_in_id: row.id, checkpoint_id: checkpointId, ip: row.ip },
  });
  return { message: DEVICE_SIGN_IN_MESSAGES.denied };
};

/** Single use on every instance: only one redemption turns the approved request into a redeemed one. */
const claimRedemption = async (ctx: AppContext, req: FastifyRequest, row: Row, otp: string): Promise<void> => {
  const at = nowIso(ctx.now());
  if (row.status === 'redeemed') {
    await recordRefusal(ctx, req, row, 'used already');
    throw refused(DEVICE_SIGN_IN_MESSAGES.used);
  }
  if (row.status !== 'approved' || !row.otp_hash) {
    await recordRefusal(ctx, req, row, `request ${statusOf(row, ctx.now())}`);
    throw refused(row.status === 'waiting' ? DEVICE_SIGN_IN_MESSAGES.invalid : DEVICE_SIGN_IN_MESSAGES.notWaiting);
  }
  if (!safeEqual(sha256(otp), row.otp_hash)) {
    const failures = row.failed_attempts + 1;
    await updateDeviceSignIn(ctx.db, row.id, { failed_attempts: failures, ...(failures >= DEVICE_SIGN_IN_MAX_FAILURES ? { status: 'refused' } : {}), updated_at: at });
    await recordRefusal(ctx, req, row, 'wrong code');
    throw refused(DEVICE_SIGN_IN_MESSAGES.invalid);
  }
  if ((row.otp_expires_at ?? '') <= at) {
    await recordRefusal(ctx, req, row, 'expired');
    throw refused(DEVICE_SIGN_IN_MESSAGES.expired);
  }
  if (!(await claimDeviceSignIn(ctx.db, row.id, 'approved', { status: 'redeemed', redeemed_at: at, updated_at: at }))) {
    await recordRefusal(ctx, req, row, 'used already');
    throw refused(DEVICE_SIGN_IN_MESSAGES.used);
  }
};

/** The waiting browser redeems the announced code with its secret: it is signed in as the approving user. */
export const redeemDeviceSignIn = async (ctx: AppContext, req: FastifyRequest, verifier: string, otp: string): Promise<SignedIn> => {
  await limited(ctx, req, 'redeem');
  const row = await deviceSignInByIdentifier(ctx.db, identifierOf(verifier));
  // No request has this secret's hash: a listener who saw the announced code, or a guess.
  if (!row) throw refused(DEVICE_SIGN_IN_MESSAGES.invalid);
  await claimRedemption(ctx, req, row, otp);
  const user = row.user_id === null ? undefined : await userById(ctx.db, row.user_id);
  if (!user || user.enabled !== 1) throw forbidden(LOGIN_MESSAGES.disabled);
  const device = deviceOf(req);
  await refuseBlockedDevice(ctx, req, user, device);
  const checkpoint = await passCheckpoint(ctx.db, user.id, device, ctx.now());
  const issued = await openSession(ctx, req, user, null, checkpoint.id);
  await recordActivity(ctx, req, {
    type: 'auth.login', userId: user.id, companyId: user.company_id,
    description: `Signed in, approved from another device${checkpoint.isNew ? ' (a new device)' : ''}`,
    meta: { method: 'device_approval', device_sign_in_id: row.id, checkpoint_id: checkpoint.id },
  });
  return signedIn(ctx, user, issued);
};
