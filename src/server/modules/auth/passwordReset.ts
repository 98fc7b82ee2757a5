import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { hit, enforceLimit, type Limit, sourceOf } from '../../auth/rateLimit';
import { randomToken, safeEqual, sha256 } from '../../auth/secrets';
import { clearAccountThrottle } from '../../auth/throttle';
import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeUserTokens } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { sendMail } from '../mail/outbox';

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

const validReset = async (ctx: AppContext, key: string, token: string) => {
  const row = await ctx.db.selectFrom('password_resets').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= nowIso(ctx.now()) || !safeEqual(row.token_hash, sha256(token))) throw notFound(RESET_MESSAGES.invalid);
  return row;
};

export const registerPasswordResetRoutes = (app: FastifyInstance): void => {
  // The answer is the same whether or not the address exists, so it cannot be used to find accounts.
  registerCall(app, 'auth.forgotPassword', async ({ ctx, req, body }) => {
    await enforceLimit(ctx, `forgot-ip:${sourceOf(req.ip)}`, FORGOT_LIMITS.perAddress, RESET_MESSAGES.throttled);
    // Counted whether or not the address has an account, so the limit itself tells nothing.
    const perEmail = await hit(ctx, `forgot-email:${body.email}`, FORGOT_LIMITS.perEmail);
    if (perEmail.over) return { message: RESET_MESSAGES.sent };
    const user = await ctx.db.selectFrom('users').select(['id', 'email', 'first_name', 'enabled']).where('email', '=', body.email).executeTakeFirst();
    if (user && user.enabled === 1) {
      const now = ctx.now();
      const key = randomToken(12);
      const token = randomToken(32);
      await ctx.db.updateTable('password_resets').set({ used_at: nowIso(now) }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await ctx.db
        .insertInto('password_resets')
        .values({ user_id: user.id, key, token_hash: sha256(token), expires_at: nowIso(new Date(now.getTime() + RESET_TTL_MINUTES * 60_000)), used_at: null, created_at: nowIso(now) })
        .execute();
      const link = `${ctx.config.publicUrl}/reset-password?key=${key}&token=${token}&email=${encodeURIComponent(user.email)}`;
      await sendMail(ctx, req.log, {
        to: user.email,
        subject: 'Reset your password',
        body: `Hello ${user.first_name},\n\nuse this link to choose a new password: ${link}\n\nThe link is valid for ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
      });
    }
    return { message: RESET_MESSAGES.sent };
  });

  registerCall(app, 'auth.resetPasswordCheck', async ({ ctx, params }) => {
    const row = await validReset(ctx, params.a, params.b);
    const user = await ctx.db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
    return { data: { email: user.email, expires_at: row.expires_at } };
  });

  registerCall(app, 'auth.resetPassword', async ({ ctx, req, params, body }) => {
    const row = await validReset(ctx, params.a, params.b);
    const now = nowIso(ctx.now());
    const hash = await hashPassword(body.password);
    const claimed = await ctx.db.updateTable('password_resets').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw notFound(RESET_MESSAGES.invalid);
    const user = await ctx.db.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', row.user_id).returning(['id', 'email', 'company_id']).executeTakeFirstOrThrow();
    // Whoever knew the old password is signed out everywhere.
    closeSessionSockets(ctx, await revokeUserTokens(ctx.db, user.id, undefined, ctx.now()));
    await clearAccountThrottle(ctx, user.email);
    await recordActivity(ctx, req, { type: 'auth.password_reset', userId: user.id, companyId: user.company_id, description: 'Password reset by e-mail link' });
    return { message: RESET_MESSAGES.done };
  });
};
