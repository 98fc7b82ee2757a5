import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import { closeSessionSockets } from '../../auth/endedSessions';
import type { ConfirmOtp } from '../../auth/otpGuard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserTokens } from '../../auth/tokens';
import type { AuthState, AppContext, UserRow } from '../../context';
import { bool, nowIso } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { avatarUrl } from '../auth/userResource';
import { fieldChanges } from '../timeline/record';
import { existingUser, updateUser } from '../users/queries';
import { type ImageReader, replaceAvatar } from './avatar';

/** The signed-in user's own profile (document 1 section 3 "Profile"). */
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

export type Profile = ReturnType<typeof profileResource>;

export const updateProfile = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: CallOutput<'profile.update', 'body'>): Promise<{ data: Profile; message: string }> => {
  const u = auth.user;
  const next = { first_name: body.first_name, last_name: body.last_name, phone: body.phone || null };
  await updateUser(ctx.db, u.id, { ...next, updated_at: nowIso(ctx.now()) });
  await recordActivity(ctx, req, {
    type: 'profile.updated', userId: u.id, companyId: u.company_id, description: 'Profile updated',
    timeline: { entityClass: 'user', entityId: u.id, event: 'profile_updated', changes: fieldChanges({ ...u }, next) },
  });
  return { data: profileResource(await existingUser(ctx.db, u.id)), message: 'Profile updated successfully.' };
};

/** A new password, with the current one; the other sign-ins end, this one goes on. */
export const changePassword = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: CallOutput<'profile.password', 'body'>, confirmOtp: ConfirmOtp): Promise<{ message: string }> => {
  if (!(await verifyPassword(auth.user.password_hash, body.current_password))) throw fieldError('current_password', 'The current password is incorrect.');
  if (body.password === body.current_password) throw fieldError('password', 'The new password must differ from the current one.');
  await confirmOtp(auth.user);
  await updateUser(ctx.db, auth.user.id, { password_hash: await hashPassword(body.password), updated_at: nowIso(ctx.now()) });
  closeSessionSockets(ctx, await revokeUserTokens(ctx.db, auth.user.id, auth.familyId, ctx.now()));
  await recordActivity(ctx, req, {
    type: 'profile.password_changed', userId: auth.user.id, companyId: auth.user.company_id, description: 'Password changed',
    timeline: { entityClass: 'user', entityId: auth.user.id, event: 'password_changed' },
  });
  return { message: 'Password changed successfully.' };
};

export const changeOwnAvatar = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, read: ImageReader): Promise<{ avatar: string | null }> => {
  const name = await replaceAvatar(ctx, auth.user, read);
  await recordActivity(ctx, req, { type: 'profile.avatar_changed', userId: auth.user.id, companyId: auth.user.company_id, description: 'Avatar changed' });
  return { avatar: avatarUrl({ ...auth.user, avatar_path: name }) };
};
