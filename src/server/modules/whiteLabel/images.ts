import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { randomToken } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../domain/errors';
import { invalidInput } from '../../domain/invalidInput';
import { imageType, readSingleUploadWithFields } from '../../http/uploads';
import { type FileStore, filesOf, type OpenedFile } from '../../storage/fileStore';

/** White-label images (logos, favicon, background, document images): at most 2 MB, PNG, JPEG or WebP by their bytes. */
export const WHITE_LABEL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const WHITE_LABEL_IMAGE_MESSAGES = {
  type: 'The image must be a PNG, JPEG or WebP image.',
  tooLarge: 'The image may not be greater than 2 MB.',
  notUploaded: 'The image must be uploaded with the upload-image call.',
} as const;

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
type ImageExt = keyof typeof MIME;

/** Served under this path; the file name says whose white label it belongs to: d (the platform default) or c{company id}. */
export const WHITE_LABEL_MEDIA_PATH = '/media/white-label/';
const FILE_PATTERN = /^(d|c\d+)-[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/;

/** The owner part of a stored file name: the platform default or one company. */
export type ImageScope = { companyId: number | null };
const scopeTag = (scope: ImageScope): string => (scope.companyId === null ? 'd' : `c${scope.companyId}`);

/** Where the local file store keeps them (the data folder); any store keeps them under whiteLabelImageKey. */
export const whiteLabelImageDir = (dataDir: string): string => path.join(dataDir, 'uploads', 'white-label');
export const whiteLabelImageKey = (fileName: string): string => `uploads/white-label/${path.basename(fileName)}`;
export const whiteLabelImageUrl = (fileName: string): string => `${WHITE_LABEL_MEDIA_PATH}${fileName}`;

/** The stored file an address of ours names, when it is one of this scope's uploads and is still stored. */
export const ownImageFile = async (files: FileStore, scope: ImageScope, url: string): Promise<string | null> => {
  if (!url.startsWith(WHITE_LABEL_MEDIA_PATH)) return null;
  const name = url.slice(WHITE_LABEL_MEDIA_PATH.length);
  const match = FILE_PATTERN.exec(name);
  if (!match || match[1] !== scopeTag(scope)) return null;
  return (await files.exists(whiteLabelImageKey(name))) ? name : null;
};

/**
 * An image column of an update: kept when it is the stored value, otherwise only an image this white
 * label uploaded (never an address of the client's choosing that every visitor's browser would load).
 */
export const checkImageRef = async (files: FileStore, scope: ImageScope, column: string, value: string, stored: string | null): Promise<void> => {
  if (value === stored) return;
  if (!(await ownImageFile(files, scope, value))) throw fieldError(column, WHITE_LABEL_IMAGE_MESSAGES.notUploaded);
};

export type StoredImage = { fileName: string; url: string; mimeType: string };

/** An image upload that passed every check, not written anywhere yet. */
export type CheckedImage = { content: Buffer; ext: ImageExt };

/**
 * Reads a white-label image upload (the `image` file and the text fields the schema names) and checks
 * the fields and the bytes; nothing is written.
 */
export const readImage = async <S extends z.ZodType>(req: FastifyRequest, schema: S): Promise<{ fields: z.output<S>; image: CheckedImage }> => {
  const upload = await readSingleUploadWithFields(req, { field: 'image', what: 'image', maxBytes: WHITE_LABEL_IMAGE_MAX_BYTES, tooLarge: WHITE_LABEL_IMAGE_MESSAGES.tooLarge });
  const parsed = schema.safeParse(upload.fields);
  if (!parsed.success) throw invalidInput(parsed.error);
  const ext: ImageExt | null = imageType(upload.file);
  if (!ext) throw fieldError('image', WHITE_LABEL_IMAGE_MESSAGES.type);
  return { fields: parsed.data as z.output<S>, image: { content: upload.file, ext } };
};

/** Stores a checked image of the scope in the file store, under a new random name. */
export const storeImage = async (ctx: AppContext, scope: ImageScope, image: CheckedImage): Promise<StoredImage> => {
  const fileName = `${scopeTag(scope)}-${randomToken(12)}.${image.ext}`;
  await filesOf(ctx).put(whiteLabelImageKey(fileName), image.content);
  return { fileName, url: whiteLabelImageUrl(fileName), mimeType: MIME[image.ext] };
};

/** Reads, checks and stores a white-label image upload (readImage, then storeImage). */
export const receiveImage = async <S extends z.ZodType>(
  ctx: AppContext,
  req: FastifyRequest,
  scope: ImageScope,
  schema: S,
): Promise<{ fields: z.output<S>; image: StoredImage }> => {
  const { fields, image } = await readImage(req, schema);
  return { fields, image: await storeImage(ctx, scope, image) };
};

/** The file name an address of ours names (any scope), or null. */
export const imageFileName = (url: string): string | null => {
  if (!url.startsWith(WHITE_LABEL_MEDIA_PATH)) return null;
  const name = url.slice(WHITE_LABEL_MEDIA_PATH.length);
  return FILE_PATTERN.test(name) ? name : null;
};

/** Removes a stored file (a missing file is fine; a failure to remove is not the caller's error). */
export const removeImageFile = (files: FileStore, fileName: string): Promise<void> => files.remove(whiteLabelImageKey(fileName)).catch(() => undefined);

/**
 * A stored branding image by its file name, with its type. Branding images are public (the sign-in page
 * shows the logo); names are random. The type comes from the name the server gave the file after
 * sniffing its bytes.
 */
export const whiteLabelImageFile = async (ctx: AppContext, fileName: string): Promise<{ type: string; file: OpenedFile }> => {
  const match = FILE_PATTERN.exec(fileName);
  if (!match) throw notFound();
  const file = await filesOf(ctx).open(whiteLabelImageKey(fileName));
  if (!file) throw notFound();
  return { type: MIME[match[2] as ImageExt], file };
};
