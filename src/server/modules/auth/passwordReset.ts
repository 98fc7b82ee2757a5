import type { FastifyRequest } from 'fastify';
import { closeSessionSockets } from '../../auth/endedSessions';
import { hashPassword } from '../../auth/passwords';
import { enforceLimit, hit, type Limit, sourceOf } from '../../auth/rateLimit';
import { randomToken, safeEqual, sha256 } from '../../auth/secrets';
import { clearAccountThrottle } from '../../auth/throttle';
import { revokeUserTokens } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { sendMail } from '../mail/outbox';
import { existingUser, updateUser, userByEmail } from '../users/queries';
import { claimPasswordReset, endPasswordResets, insertPasswordReset, type PasswordResetRow, passwordResetByKey } from './linkStore';

export const RESET_TTL_MINUTES = 60;
export const RESET_MESSAGES = {
  sent: 'If the address belongs to an account, we have sent a password reset link to it.',
  invalid: 'This password reset link is invalid or has expired.',
  done: 'Your password has been reset. You can sign in now.',
  throttled: (seconds: number) => `Too many password reset requests. Please try again in ${seconds} seconds.`,
} as const;

/**
 * Forgot-password limits (docs/security-limits.md): requests per source address answer 429 beyond
 * theirs; requests per e-mail address beyond theirs get the usual answer and send nothing (the last
 * link sent stays valid), so nobody can flood a mailbox and the answer never tells whether the
 * address has an account.
 */
export const FORGOT_LIMITS = {
  perAddress: { max: 10, windowSeconds: 3600 },
  perEmail: { max: 3, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

const validReset = async (ctx: AppContext, key: string, token: string): Promise<PasswordResetRow> => {
  const row = await passwordResetByKey(ctx.db, key);
  if (!row || row.used_at || row.expires_at <= nowIso(ctx.now()) || !safeEqual(row.token_hash, sha256(token))) throw notFound(RESET_MESSAGES.invalid);
  return row;
};

/**
 * Sends a reset link to the address if it belongs to an enabled account. The answer is the same
 * whether or not the address exists, so it cannot be used to find accounts.
 */
export const forgotPassword = async (ctx: AppContext, req: FastifyRequest, email: string): Promise<{ message: string }> => {
  await enforceLimit(ctx, `forgot-ip:${sourceOf(req.ip)}`, FORGOT_LIMITS.perAddress, RESET_MESSAGES.throttled);
  // Counted whether or not the address has an account, so the limit itself tells nothing.
  const perEmail = await hit(ctx, `forgot-email:${email}`, FORGOT_LIMITS.perEmail);
  if (perEmail.over) return { message: RESET_MESSAGES.sent };
  const user = await userByEmail(ctx.db, email);
  if (user && user.enabled === 1) {
    const now = ctx.now();
    const key = randomToken(12);
    const token = randomToken(32);
    await endPasswordResets(ctx.db, user.id, nowIso(now));
    await insertPasswordReset(ctx.db, { user_id: user.id, key, token_hash: sha256(token), expires_at: nowIso(new Date(now.getTime() + RESET_TTL_MINUTES * 60_000)), used_at: null, created_at: nowIso(now) });
    const link = `${ctx.config.publicUrl}/reset-password?key=${key}&token=${token}&email=${encodeURIComponent(user.email)}`;
    await sendMail(ctx, req.log, {
      to: user.email,
      subject: 'Reset your password',
      body: `Hello ${user.first_name},\n\nuse this link to choose a new password: ${link}\n\nThe link is valid for ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    });
  }
  return { message: RESET_MESSAGES.sent };
};

/** Whether a reset link is still good, and for which address. */
export const checkResetLink = async (ctx: AppContext, key: string, token: string): Promise<{ email: string; expires_at: string }> => {
  const row = await validReset(ctx, key, token);
  const user = await existingUser(ctx.db, row.user_id);
  return { email: user.email, expires_at: row.expires_at };
};

/** Sets the new password from a reset link (used once); whoever knew the old password is signed out everywhere. */
export const resetPassword = async (ctx: AppContext, req: FastifyRequest, key: string, token: string, password: string): Promise<{ message: string }> => {
  const row = await validReset(ctx, key, token);
  const now = nowIso(ctx.now());
  const hash = await hashPassword(password);
  if (!(await claimPasswordReset(ctx.db, row.id, now))) throw notFound(RESET_MESSAGES.invalid);
  await updateUser(ctx.db, row.user_id, { password_hash: hash, updated_at: now });
  const user = await existingUser(ctx.db, row.user_id);
  // Whoever knew the old password is signed out everywhere.
  closeSessionSockets(ctx, await revokeUserTokens(ctx.db, user.id, undefined, ctx.now()));
  await clearAccountThrottle(ctx, user.email);
  await recordActivity(ctx, req, { type: 'auth.password_reset', userId: user.id, companyId: user.company_id, description: 'Password reset by e-mail link' });
  return { message: RESET_MESSAGES.done };
};
