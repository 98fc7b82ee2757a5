import path from 'node:path';
import { randomToken } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { imageType, type SingleUpload } from '../../http/uploads';
import { type FileStore, filesOf, type OpenedFile } from '../../storage/fileStore';
import { updateUser } from '../users/queries';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The avatar upload of the profile and of the admin users page: one image (PNG, JPEG or WebP by its bytes), at most 2 MB. */
export const AVATAR_UPLOAD: SingleUpload = { field: 'avatar', what: 'image', maxBytes: AVATAR_MAX_BYTES, tooLarge: 'The avatar may not be greater than 2 MB.' };

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The file store key of an avatar (the users row keeps the bare file name). */
export const avatarKey = (name: string): string => `uploads/avatars/${path.basename(name)}`;

/** Removes a stored avatar file in the background (a missing file is fine). */
export const removeAvatarFile = (files: FileStore, avatarPath: string): void => void files.remove(avatarKey(avatarPath)).catch(() => undefined);

/** Reads the uploaded image (the route's parser: http/uploads), once the request may go on. */
export type ImageReader = () => Promise<Buffer>;

/** Stores the uploaded image as the user's avatar, removes the previous file and answers the new file name. */
export const replaceAvatar = async (ctx: AppContext, user: { id: number; avatar_path: string | null }, read: ImageReader): Promise<string> => {
  const image = await read();
  const type = imageType(image);
  if (!type) throw fieldError('avatar', 'The avatar must be a PNG, JPEG or WebP image.');
  const name = `${user.id}-${randomToken(12)}.${type}`;
  await filesOf(ctx).put(avatarKey(name), image);
  await updateUser(ctx.db, user.id, { avatar_path: name, updated_at: nowIso(ctx.now()) });
  if (user.avatar_path) removeAvatarFile(filesOf(ctx), user.avatar_path);
  return name;
};

/** A stored avatar by its file name. Names are random and unguessable; they are served like other public images. */
export const avatarFile = async (ctx: AppContext, fileName: string): Promise<{ type: string; file: OpenedFile }> => {
  const match = /^(\d+-[A-Za-z0-9_-]{16})\.(png|jpg|webp)$/.exec(fileName);
  if (!match) throw notFound();
  const file = await filesOf(ctx).open(avatarKey(fileName));
  if (!file) throw notFound();
  return { type: MIME[match[2] as keyof typeof MIME], file };
};
