import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { User } from '../../../contract/entities';
import { closeSessionSockets } from '../../auth/endedSessions';
import { hashPassword } from '../../auth/passwords';
import { revokeActAsBy, revokeUserTokens } from '../../auth/tokens';
import type { AppContext, AuthState, UserRow } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, forbidden } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { avatarUrl } from '../auth/userResource';
import { type ImageReader, replaceAvatar } from '../profile/avatar';
import { voidSecondFactors } from '../profile/secondFactors';
import { assertEmailFree, signOutDisabledUser } from './accountGuards';
import { countUsers, pageOfUsers, updateUser, type UserListQuery, userStatistic } from './queries';
import { adminUserResource, findUser, isAdminRole } from './resource';
import { assertMayManage, assertNotSelf } from './rules';

/** Admin users (document 2 section 7): the list, one user, and the changes an administrator makes. */

const DAYS_30 = 30 * 24 * 3600 * 1000;

/** All users, those created and those active (signed in themselves) in the last 30 days. */
export const usersStatistic = (ctx: AppContext) => userStatistic(ctx.db, nowIso(new Date(ctx.now().getTime() - DAYS_30)));

export const listUsers = async (ctx: AppContext, query: UserListQuery): Promise<{ data: User[]; total: number }> => {
  const [total, rows] = await Promise.all([countUsers(ctx, query), pageOfUsers(ctx, query)]);
  const data = [];
  for (const row of rows) data.push(await adminUserResource(ctx, row));
  return { data, total };
};

export const getUser = async (ctx: AppContext, id: number): Promise<User> => adminUserResource(ctx, await findUser(ctx, id));

const changedFields = (user: UserRow, body: CallOutput<'admin.users.update', 'body'>) => {
  const changed = (['first_name', 'last_name', 'email', 'phone', 'enabled'] as const).filter((k) => {
    const before = k === 'enabled' ? user.enabled === 1 : (user[k] ?? '');
    const after = k === 'enabled' ? (body.enabled ?? before) : (body[k] ?? '');
    return before !== after;
  });
  const changes = Object.fromEntries(
    changed.map((k) => [k, { old: k === 'enabled' ? user.enabled === 1 : (user[k] ?? null), new: k === 'enabled' ? body.enabled : (body[k] || null) }]),
  );
  return { changed, changes };
};

/** Profile fields and the enabled flag; a disabled user is signed out everywhere at once. */
export const changeUser = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, body: CallOutput<'admin.users.update', 'body'>): Promise<{ data: User; message: string }> => {
  const user = await findUser(ctx, id);
  assertMayManage(auth.user, user);
  const disabling = body.enabled === false && user.enabled === 1;
  if (disabling) assertNotSelf(auth.user, user, 'You cannot disable your own account.');
  await assertEmailFree(ctx, body.email, user.id);
  await updateUser(ctx.db, user.id, {
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    phone: body.phone || null,
    ...(body.enabled === undefined ? {} : { enabled: body.enabled ? 1 : 0 }),
    updated_at: nowIso(ctx.now()),
  });
  if (disabling) await signOutDisabledUser(ctx, user.id);
  const { changed, changes } = changedFields(user, body);
  await recordActivity(ctx, req, {
    type: 'admin.user_updated', userId: auth.user.id, companyId: user.company_id, description: `User #${user.id} updated`, meta: { target_user_id: user.id, changed },
    timeline: { entityClass: 'user', entityId: user.id, event: 'updated', changes },
  });
  return { data: await getUser(ctx, user.id), message: 'User updated successfully.' };
};

/** Ends the user's sign-ins (the admin's own stays when they change their own account here), with the act-as sessions they started. */
const signOutUser = async (ctx: AppContext, auth: AuthState, user: UserRow): Promise<void> => {
  const actAs = await revokeUserTokens(ctx.db, user.id, user.id === auth.user.id ? auth.familyId : undefined, ctx.now());
  if (user.id !== auth.user.id) ctx.realtime?.disconnectUser(user.id);
  closeSessionSockets(ctx, actAs);
};

export const setUserPassword = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, password: string): Promise<{ message: string }> => {
  const user = await findUser(ctx, id);
  assertMayManage(auth.user, user);
  await updateUser(ctx.db, user.id, { password_hash: await hashPassword(password), updated_at: nowIso(ctx.now()) });
  await signOutUser(ctx, auth, user);
  await recordActivity(ctx, req, {
    type: 'admin.user_password_set', userId: auth.user.id, companyId: user.company_id, description: `Password set for user #${user.id}`, meta: { target_user_id: user.id },
    timeline: { entityClass: 'user', entityId: user.id, event: 'password_set' },
  });
  return { message: 'The password has been changed.' };
};

/** Customers belong to a company, administrators to none: a role never crosses that line. */
export const changeUserRole = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, role: string): Promise<{ data: User; message: string }> => {
  const user = await findUser(ctx, id);
  assertNotSelf(auth.user, user, 'You cannot change your own role.');
  const fromAdmin = isAdminRole(user.role);
  const toAdmin = isAdminRole(role);
  if ((fromAdmin || toAdmin) && auth.user.role !== 'super-admin') throw forbidden('Only a super-admin can grant or revoke administrator roles.');
  if (fromAdmin !== toAdmin) throw fieldError('role', fromAdmin ? 'An administrator can only get another administrator role.' : 'A customer user can only be a manager or a manager-reader.');
  if (role !== user.role) {
    await updateUser(ctx.db, user.id, { role, updated_at: nowIso(ctx.now()) });
    // Acting as a user was granted with the old role: the act-as sessions the user started end.
    closeSessionSockets(ctx, await revokeActAsBy(ctx.db, user.id, undefined, ctx.now()));
    await recordActivity(ctx, req, {
      type: 'admin.user_role_changed', userId: auth.user.id, companyId: user.company_id, description: `Role of user #${user.id} changed from ${user.role} to ${role}`,
      meta: { target_user_id: user.id, from: user.role, to: role },
      timeline: { entityClass: 'user', entityId: user.id, event: 'role_changed', changes: { role: { old: user.role, new: role } } },
    });
  }
  return { data: await getUser(ctx, user.id), message: 'The role has been changed.' };
};

/** Whoever held the lost device may hold a session too: the user signs in again and sets two-factor up anew. */
export const resetUserTwoFactor = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number): Promise<{ message: string }> => {
  const user = await findUser(ctx, id);
  assertMayManage(auth.user, user);
  await updateUser(ctx.db, user.id, { totp_enabled: 0, totp_secret_enc: null, totp_pending_enc: null, otp_failures: 0, otp_locked_until: null, otp_last_step: 0, updated_at: nowIso(ctx.now()) });
  // The recovery codes and passkeys may be with whoever holds the lost device too: they go with the reset.
  const voided = await voidSecondFactors(ctx.db, user.id);
  await signOutUser(ctx, auth, user);
  await recordActivity(ctx, req, {
    type: 'admin.user_two_factor_reset', userId: auth.user.id, companyId: user.company_id, description: `Two-factor reset for user #${user.id}`, meta: { target_user_id: user.id, ...voided },
    timeline: { entityClass: 'user', entityId: user.id, event: 'two_factor_reset', changes: { totp_enabled: { old: user.totp_enabled === 1, new: false } } },
  });
  return { message: 'The two-factor authentication has been reset.' };
};

export const changeUserAvatar = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, read: ImageReader): Promise<{ avatar: string | null }> => {
  const user = await findUser(ctx, id);
  assertMayManage(auth.user, user);
  const name = await replaceAvatar(ctx, user, read);
  await recordActivity(ctx, req, {
    type: 'admin.user_avatar_changed', userId: auth.user.id, companyId: user.company_id, description: `Avatar changed for user #${user.id}`, meta: { target_user_id: user.id },
    timeline: { entityClass: 'user', entityId: user.id, event: 'avatar_changed' },
  });
  return { avatar: avatarUrl({ ...user, avatar_path: name }) };
};
