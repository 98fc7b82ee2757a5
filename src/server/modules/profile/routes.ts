import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeUserTokens } from '../../auth/tokens';
import type { AppContext, UserRow } from '../../context';
import { bool, nowIso } from '../../db/values';
import { fieldError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { fieldChanges } from '../timeline/record';
import { avatarUrl } from '../auth/userResource';
import { registerAvatarRoutes } from './avatar';
import { registerSessionRoutes } from './sessions';
import { registerTwoFactorRoutes } from './twoFactor';

export const profileResource = (user: UserRow) => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone,
  avatar: avatarUrl(user),
  two_factor_auth: { google: bool(user.totp_enabled) },
  email_verified_at: user.email_verified_at,
  created_at: user.created_at,
});

const reload = async (ctx: AppContext, id: number) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const registerProfileRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'profile.get', async ({ auth }) => ({ data: profileResource(auth.user) }));

  registerCall(app, 'profile.update', async ({ ctx, req, auth, body }) => {
    await ctx.db
      .updateTable('users')
      .set({ first_name: body.first_name, last_name: body.last_name, phone: body.phone || null, updated_at: nowIso(ctx.now()) })
      .where('id', '=', auth.user.id)
      .execute();
    const u = auth.user;
    await recordActivity(ctx, req, {
      type: 'profile.updated', userId: u.id, companyId: u.company_id, description: 'Profile updated',
      timeline: { entityClass: 'user', entityId: u.id, event: 'profile_updated', changes: fieldChanges({ ...u }, { first_name: body.first_name, last_name: body.last_name, phone: body.phone || null }) },
    });
    return { data: profileResource(await reload(ctx, auth.user.id)), message: 'Profile updated successfully.' };
  });

  registerCall(app, 'profile.password', async ({ ctx, req, auth, body, confirmOtp }) => {
    if (!(await verifyPassword(auth.user.password_hash, body.current_password))) throw fieldError('current_password', 'The current password is incorrect.');
    if (body.password === body.current_password) throw fieldError('password', 'The new password must differ from the current one.');
    await confirmOtp(auth.user);
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.password), updated_at: nowIso(ctx.now()) }).where('id', '=', auth.user.id).execute();
    // Other sign-ins end; this one goes on.
    closeSessionSockets(ctx, await revokeUserTokens(ctx.db, auth.user.id, auth.familyId, ctx.now()));
    await recordActivity(ctx, req, {
      type: 'profile.password_changed', userId: auth.user.id, companyId: auth.user.company_id, description: 'Password changed',
      timeline: { entityClass: 'user', entityId: auth.user.id, event: 'password_changed' },
    });
    return { message: 'Password changed successfully.' };
  });

  registerTwoFactorRoutes(app);
  registerAvatarRoutes(app);
  registerSessionRoutes(app);
};
