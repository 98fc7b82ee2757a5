import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../auth/secrets';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { avatarUrl } from '../auth/userResource';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The file type comes from the bytes, never from the name or the declared type. */
export const imageType = (head: Buffer): 'png' | 'jpg' | 'webp' | null => {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
};

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

export const avatarDir = (dataDir: string) => path.join(dataDir, 'uploads', 'avatars');

export const registerAvatarRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'profile.avatar', async ({ ctx, req, auth }) => {
    if (!req.isMultipart()) throw fieldError('avatar', 'Send the image as multipart/form-data in the field "avatar".');
    const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw fieldError('avatar', 'The avatar field is required.');
    const buffer = await file.toBuffer().catch(() => null);
    if (!buffer || file.file.truncated) throw fieldError('avatar', 'The avatar may not be greater than 2 MB.');
    const type = imageType(buffer);
    if (!type) throw fieldError('avatar', 'The avatar must be a PNG, JPEG or WebP image.');
    const dir = avatarDir(ctx.config.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const name = `${auth.user.id}-${randomToken(12)}.${type}`;
    fs.writeFileSync(path.join(dir, name), buffer, { mode: 0o640 });
    const previous = auth.user.avatar_path;
    await ctx.db.updateTable('users').set({ avatar_path: name, updated_at: nowIso(ctx.now()) }).where('id', '=', auth.user.id).execute();
    if (previous) fs.rm(path.join(dir, path.basename(previous)), { force: true }, () => undefined);
    await recordActivity(ctx, req, { type: 'profile.avatar_changed', userId: auth.user.id, companyId: auth.user.company_id, description: 'Avatar changed' });
    return { data: { avatar: avatarUrl({ ...auth.user, avatar_path: name }) } };
  });

  // Avatar names are random and unguessable; they are served like other public images.
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (req, reply) => {
    const match = /^(\d+-[A-Za-z0-9_-]{16})\.(png|jpg|webp)$/.exec(req.params.file);
    if (!match) throw notFound();
    const file = path.join(avatarDir(app.kontor.config.dataDir), req.params.file);
    if (!fs.existsSync(file)) throw notFound();
    return reply.type(MIME[match[2] as keyof typeof MIME]).header('cache-control', 'private, max-age=3600').send(fs.createReadStream(file));
  });
};
