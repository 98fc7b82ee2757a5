import type { FastifyInstance } from 'fastify';
import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeActAsBy } from '../../auth/tokens';
import { conflict, forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { filesOf } from '../../storage/fileStore';
import { recordActivity } from '../activityLogs/record';
import { avatarUrl } from '../auth/userResource';
import { removeAvatarFile, replaceAvatar } from '../profile/avatar';
import { findUser, isAdminRole } from './resource';
import { assertMayManage, assertNotSelf } from './rules';

/** Admin: a user's avatar, and deleting a user. */
export const registerAdminUserDelete = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.avatar', async ({ ctx, req, auth, params }) => {
    const user = await findUser(ctx, params.id);
    assertMayManage(auth.user, user);
    const name = await replaceAvatar(ctx, req, user);
    await recordActivity(ctx, req, {
      type: 'admin.user_avatar_changed', userId: auth.user.id, companyId: user.company_id, description: `Avatar changed for user #${user.id}`, meta: { target_user_id: user.id },
      timeline: { entityClass: 'user', entityId: user.id, event: 'avatar_changed' },
    });
    return { data: { avatar: avatarUrl({ ...user, avatar_path: name }) } };
  });

  registerCall(app, 'admin.users.delete', async ({ ctx, req, auth, params }) => {
    const user = await findUser(ctx, params.id);
    assertNotSelf(auth.user, user, 'You cannot delete your own account.');
    if (isAdminRole(user.role) && auth.user.role !== 'super-admin') throw forbidden('Only a super-admin can delete administrator accounts.');
    assertMayManage(auth.user, user);
    // A bank keeps who moved money: a user with payments, decisions or ledger history is disabled, never deleted.
    const history = await ctx.db
      .selectFrom('transactions')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('decided_by', '=', user.id)]))
      .limit(1)
      .executeTakeFirst();
    if (history) throw conflict('This user has money history and cannot be deleted; disable the user instead.');
    ctx.realtime?.disconnectUser(user.id);
    // The user's own tokens go with the row; the act-as sessions an admin started are other users' tokens.
    closeSessionSockets(ctx, await revokeActAsBy(ctx.db, user.id, undefined, ctx.now()));
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    if (user.avatar_path) removeAvatarFile(filesOf(ctx), user.avatar_path);
    await recordActivity(ctx, req, {
      type: 'admin.user_deleted', userId: auth.user.id, companyId: user.company_id, description: `User #${user.id} (${user.email}) deleted`,
      meta: { target_user_id: user.id, email: user.email, role: user.role },
    });
    return { message: 'User deleted successfully.' };
  });
};
