import type { FastifyRequest } from 'fastify';
import { closeSessionSockets } from '../../auth/endedSessions';
import { clearAccountThrottle } from '../../auth/throttle';
import { revokeActAsBy } from '../../auth/tokens';
import type { AppContext, AuthState } from '../../context';
import { conflict, forbidden } from '../../domain/errors';
import { filesOf } from '../../storage/fileStore';
import { recordActivity } from '../activityLogs/record';
import { openSession, type SignedIn, signedIn } from '../auth/session';
import { removeAvatarFile } from '../profile/avatar';
import { hasMoneyHistory } from '../transactions/lookups';
import { deleteUser, updateUser } from './queries';
import { findUser, isAdminRole } from './resource';
import { assertMayManage, assertNotSelf } from './rules';

/**
 * Admin acts as a user: a separate sign-in of that user, marked with the admin as impersonator,
 * shorter-lived, with its own refresh cookie so the admin's session stays intact for the way back.
 * It belongs to the admin's sign-in (parent token family): it ends when that ends, and never outlives it.
 */
export const actAs = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number): Promise<SignedIn> => {
  const user = await findUser(ctx, id);
  if (user.role !== 'manager' && user.role !== 'manager-reader') throw forbidden('Only customer users can be acted as.');
  if (user.enabled !== 1) throw forbidden('This user is disabled.');
  const issued = await openSession(ctx, req, user, { impersonatorUserId: auth.user.id, parentFamilyId: auth.familyId });
  await recordActivity(ctx, req, { type: 'admin.act_as', userId: auth.user.id, companyId: user.company_id, description: `Acting as user #${user.id}`, meta: { target_user_id: user.id } });
  return signedIn(ctx, user, issued, auth.user.id);
};

/** Clears a user's sign-in throttle (the account's delay and every address's lock for it) and the two-factor lock. */
export const resetThrottle = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number): Promise<{ message: string }> => {
  const user = await findUser(ctx, id);
  await clearAccountThrottle(ctx, user.email);
  await updateUser(ctx.db, user.id, { otp_failures: 0, otp_locked_until: null });
  await recordActivity(ctx, req, { type: 'admin.throttle_reset', userId: auth.user.id, companyId: null, description: `Sign-in throttle reset for user #${user.id}`, meta: { target_user_id: user.id } });
  return { message: 'The sign-in throttle has been reset.' };
};

/** Deletes a user without money history; one with payments or decisions is disabled instead, never deleted. */
export const removeUser = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number): Promise<{ message: string }> => {
  const user = await findUser(ctx, id);
  assertNotSelf(auth.user, user, 'You cannot delete your own account.');
  if (isAdminRole(user.role) && auth.user.role !== 'super-admin') throw forbidden('Only a super-admin can delete administrator accounts.');
  assertMayManage(auth.user, user);
  if (await hasMoneyHistory(ctx.db, user.id)) throw conflict('This user has money history and cannot be deleted; disable the user instead.');
  ctx.realtime?.disconnectUser(user.id);
  // The user's own tokens go with the row; the act-as sessions an admin started are other users' tokens.
  closeSessionSockets(ctx, await revokeActAsBy(ctx.db, user.id, undefined, ctx.now()));
  await deleteUser(ctx.db, user.id);
  if (user.avatar_path) removeAvatarFile(filesOf(ctx), user.avatar_path);
  await recordActivity(ctx, req, {
    type: 'admin.user_deleted', userId: auth.user.id, companyId: user.company_id, description: `User #${user.id} (${user.email}) deleted`,
    meta: { target_user_id: user.id, email: user.email, role: user.role },
  });
  return { message: 'User deleted successfully.' };
};
