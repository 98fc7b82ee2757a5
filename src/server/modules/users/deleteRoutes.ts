import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../auth/secrets';
import { nowIso } from '../../db/values';
import { conflict, fieldError, forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { avatarUrl } from '../auth/userResource';
import { AVATAR_MAX_BYTES, avatarDir, imageType } from '../profile/avatar';
import { findUser, isAdminRole } from './resource';
import { assertMayManage, assertNotSelf } from './rules';

/** Admin: a user's avatar, and deleting a user. */
export const registerAdminUserDelete = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.avatar', async ({ ctx, req, auth, params }) => {
    const user = await findUser(ctx, params.id);
    assertMayManage(auth.user, user);
    if (!req.isMultipart()) throw fieldError('avatar', 'Send the image as multipart/form-data in the field "avatar".');
    const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw fieldError('avatar', 'The avatar field is required.');
    const buffer = await file.toBuffer().catch(() => null);
    if (!buffer || file.file.truncated) throw fieldError('avatar', 'The avatar may not be greater than 2 MB.');
    const type = imageType(buffer);
    if (!type) throw fieldError('avatar', 'The avatar must be a PNG, JPEG or WebP image.');
    const dir = avatarDir(ctx.config.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const name = `${user.id}-${randomToken(12)}.${type}`;
    fs.writeFileSync(path.join(dir, name), buffer, { mode: 0o640 });
    await ctx.db.updateTable('users').set({ avatar_path: name, updated_at: nowIso(ctx.now()) }).where('id', '=', user.id).execute();
    if (user.avatar_path) fs.rm(path.join(dir, path.basename(user.avatar_path)), { force: true }, () => undefined);
    await recordActivity(ctx, req, { type: 'admin.user_avatar_changed', userId: auth.user.id, companyId: user.company_id, description: `Avatar changed for user #${user.id}`, meta: { target_user_id: user.id } });
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
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    if (user.avatar_path) fs.rm(path.join(avatarDir(ctx.config.dataDir), path.basename(user.avatar_path)), { force: true }, () => undefined);
    await recordActivity(ctx, req, {
      type: 'admin.user_deleted', userId: auth.user.id, companyId: user.company_id, description: `User #${user.id} (${user.email}) deleted`,
      meta: { target_user_id: user.id, email: user.email, role: user.role },
    });
    return { message: 'User deleted successfully.' };
  });
};
