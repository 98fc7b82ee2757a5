import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';
import { assertClean } from '../storage/malwareScan';
import { fieldError, HttpError } from './errors';

/**
 * Upload helpers for multipart routes (avatars and other single-file uploads): read the file, sniff the
 * image type. Every multipart call reads its body through readingMultipart (here, tickets and imports).
 * Every file read here is scanned for malware (storage/malwareScan.ts assertClean) before the caller
 * sees it; tickets and imports, which read their own parts, call assertClean themselves.
 */

/** The file type comes from the bytes, never from the name or the declared type. */
export const imageType = (head: Buffer): 'png' | 'jpg' | 'webp' | null => {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
};

export const MULTIPART_MESSAGES = {
  malformed: 'The request body is not valid multipart/form-data: a boundary is missing, or the body does not match it or is cut short.',
} as const;

/** A multipart body that cannot be read: the client's mistake, 400 in the documented error shape. */
export const malformedMultipart = (): HttpError => new HttpError(400, MULTIPART_MESSAGES.malformed);

const statusOf = (e: unknown): number | undefined =>
  typeof e === 'object' && e !== null && 'statusCode' in e && typeof e.statusCode === 'number' ? e.statusCode : undefined;

/**
 * What an error met while reading a multipart body becomes. Our own refusals (domain errors, HttpErrors) and the plugin's coded
 * errors (limits 413, prototype keys 400, premature close 400) stay as they are; the parser's plain
 * errors ("Multipart: Boundary not found", "Unexpected end of form", a malformed part header) carry no
 * status and would answer 500: they are the body's fault, so they become a 400.
 */
export const multipartError = (e: unknown): unknown => (e instanceof DomainError || e instanceof HttpError || statusOf(e) !== undefined ? e : malformedMultipart());

/**
 * Runs a reader of the request's multipart body (every multipart call reads through one): an error of
 * the body answers 4xx (multipartError), never 500. Keep the reader to parsing: anything else it throws
 * without a status would be taken for a bad body.
 */
export const readingMultipart = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (e) {
    throw multipartError(e);
  }
};

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const isFileTooLarge = (e: unknown): boolean => typeof e === 'object' && e !== null && 'code' in e && e.code === FILE_TOO_LARGE;

export type SingleUpload = {
  /** The form field the errors name. */
  field: string;
  /** What the request must carry, for the not-multipart message ("image", "file"). */
  what: string;
  maxBytes: number;
  /** The message when the file is over maxBytes. */
  tooLarge: string;
};

/**
 * The one file of a multipart request, whole, or a 422 on the field: not multipart, no file,
 * or over the size limit; a body that cannot be read is a 400 (malformedMultipart).
 */
export const readSingleUpload = async (req: FastifyRequest, spec: SingleUpload): Promise<Buffer> => (await readNamedUpload(req, spec)).content;

/** Like readSingleUpload, with the file name the client gave (for display only: never a path). */
export const readNamedUpload = async (req: FastifyRequest, spec: SingleUpload): Promise<{ content: Buffer; filename: string; fieldname: string }> => {
  if (!req.isMultipart()) throw fieldError(spec.field, `Send the ${spec.what} as multipart/form-data in the field "${spec.field}".`);
  const upload = await readingMultipart(async () => {
    const file = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } });
    if (!file) throw fieldError(spec.field, `The ${spec.field} field is required.`);
    const buffer = await file.toBuffer().catch((e: unknown) => {
      if (isFileTooLarge(e)) return null;
      throw e;
    });
    if (!buffer || file.file.truncated) throw fieldError(spec.field, spec.tooLarge);
    return { content: buffer, filename: file.filename, fieldname: file.fieldname };
  });
  await assertClean(req, spec.field, upload.content, upload.filename);
  return upload;
};

/**
 * The one file of a multipart request (in the field spec.field) with the text fields around it, in
 * any order: the same rules as readSingleUpload; a file in another field, or a second file, is a 422.
 */
export const readSingleUploadWithFields = async (req: FastifyRequest, spec: SingleUpload): Promise<{ file: Buffer; fields: Record<string, string> }> => {
  if (!req.isMultipart()) throw fieldError(spec.field, `Send the ${spec.what} as multipart/form-data in the field "${spec.field}".`);
  const upload = await readingMultipart(async () => {
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let filename = '';
    for await (const part of req.parts({ limits: { fileSize: spec.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== spec.field || file) {
        part.file.resume();
        throw fieldError(spec.field, `Send exactly one file, in the field "${spec.field}".`);
      }
      const buffer = await part.toBuffer().catch((e: unknown) => {
        if (isFileTooLarge(e)) return null;
        throw e;
      });
      if (!buffer || part.file.truncated) throw fieldError(spec.field, spec.tooLarge);
      file = buffer;
      filename = part.filename;
    }
    if (!file) throw fieldError(spec.field, `The ${spec.field} field is required.`);
    return { file, fields, filename };
  });
  await assertClean(req, spec.field, upload.file, upload.filename);
  return { file: upload.file, fields: upload.fields };
};
