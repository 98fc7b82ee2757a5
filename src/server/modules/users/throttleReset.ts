import type { FastifyInstance } from 'fastify';
import { clearAccountThrottle } from '../../auth/throttle';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';

/** Admin: clear a user's sign-in throttle (the account's delay and every address's lock for it) and the two-factor lock. */
export const registerThrottleReset = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.resetThrottle', async ({ ctx, req, auth, params }) => {
    const user = await ctx.db.selectFrom('users').select(['id', 'email', 'company_id']).where('id', '=', params.id).executeTakeFirst();
    if (!user) throw notFound('User not found.');
    await clearAccountThrottle(ctx, user.email);
    await ctx.db.updateTable('users').set({ otp_failures: 0, otp_locked_until: null }).where('id', '=', user.id).execute();
    await recordActivity(ctx, req, { type: 'admin.throttle_reset', userId: auth.user.id, companyId: null, description: `Sign-in throttle reset for user #${user.id}`, meta: { target_user_id: user.id } });
    return { message: 'The sign-in throttle has been reset.' };
  });
};
