import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { imageType, readSingleUpload } from '../../http/uploads';
import { type FileStore, filesOf } from '../../storage/fileStore';
import { recordActivity } from '../activityLogs/record';
import { avatarUrl } from '../auth/userResource';

export { imageType } from '../../http/uploads';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The file store key of an avatar (the users row keeps the bare file name). */
export const avatarKey = (name: string): string => `uploads/avatars/${path.basename(name)}`;

/** Removes a stored avatar file in the background (a missing file is fine). */
export const removeAvatarFile = (files: FileStore, avatarPath: string): void => void files.remove(avatarKey(avatarPath)).catch(() => undefined);

/**
 * The avatar upload of the profile and of the admin users page: reads the image (PNG, JPEG or WebP
 * by its bytes, at most 2 MB), stores it as the user's avatar, removes the previous file and
 * answers the new file name.
 */
export const replaceAvatar = async (ctx: AppContext, req: FastifyRequest, user: { id: number; avatar_path: string | null }): Promise<string> => {
  const buffer = await readSingleUpload(req, { field: 'avatar', what: 'image', maxBytes: AVATAR_MAX_BYTES, tooLarge: 'The avatar may not be greater than 2 MB.' });
  const type = imageType(buffer);
  if (!type) throw fieldError('avatar', 'The avatar must be a PNG, JPEG or WebP image.');
  const name = `${user.id}-${randomToken(12)}.${type}`;
  await filesOf(ctx).put(avatarKey(name), buffer);
  await ctx.db.updateTable('users').set({ avatar_path: name, updated_at: nowIso(ctx.now()) }).where('id', '=', user.id).execute();
  if (user.avatar_path) removeAvatarFile(filesOf(ctx), user.avatar_path);
  return name;
};

export const registerAvatarRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'profile.avatar', async ({ ctx, req, auth }) => {
    const name = await replaceAvatar(ctx, req, auth.user);
    await recordActivity(ctx, req, { type: 'profile.avatar_changed', userId: auth.user.id, companyId: auth.user.company_id, description: 'Avatar changed' });
    return { data: { avatar: avatarUrl({ ...auth.user, avatar_path: name }) } };
  });

  // Avatar names are random and unguessable; they are served like other public images.
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (req, reply) => {
    const match = /^(\d+-[A-Za-z0-9_-]{16})\.(png|jpg|webp)$/.exec(req.params.file);
    if (!match) throw notFound();
    const file = await filesOf(app.kontor).open(avatarKey(req.params.file));
    if (!file) throw notFound();
    return reply.type(MIME[match[2] as keyof typeof MIME]).header('cache-control', 'private, max-age=3600').header('content-length', String(file.size)).send(file.stream);
  });
};
