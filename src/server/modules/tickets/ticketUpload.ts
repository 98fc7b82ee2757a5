import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_MAX, type TicketAttachmentMime } from '../../../contract/constants';
import { fieldError, invalid } from '../../domain/errors';
import { fieldErrorsOf, invalidInput } from '../../domain/invalidInput';
import { multipartError } from '../../http/uploads';
import { assertClean } from '../../storage/malwareScan';
import { attachmentName, attachmentType } from './attachmentFiles';

export type IncomingAttachment = { filename: string; mime: TicketAttachmentMime; content: Buffer };

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the ticket as multipart/form-data.',
  tooMany: `You may attach at most ${TICKET_ATTACHMENTS_MAX} files.`,
  tooLarge: `Each attachment may not be greater than ${TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: (name: string) => `The attachment ${name} must be a PDF, PNG, JPEG or WebP file.`,
  empty: (name: string) => `The attachment ${name} is empty.`,
} as const;

const ATTACHMENT_FIELDS = new Set(['attachments[]', 'attachments']);
const LIMIT_ERRORS: Record<string, string> = { FST_REQ_FILE_TOO_LARGE: UPLOAD_MESSAGES.tooLarge, FST_FILES_LIMIT: UPLOAD_MESSAGES.tooMany };

const limitCode = (e: unknown): string | null =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' && e.code in LIMIT_ERRORS ? e.code : null;

/** Adds a text part: `name[]` parts gather into the array `name`, others keep their last value. */
const addField = (fields: Record<string, string | string[]>, name: string, value: string): void => {
  if (name.endsWith('[]')) {
    const key = name.slice(0, -2);
    const current = fields[key];
    fields[key] = Array.isArray(current) ? [...current, value] : [value];
  } else {
    fields[name] = value;
  }
};

/**
 * Reads a multipart ticket message: the text fields through the call's schema, and the files of
 * `attachments[]` (at most 5, 5 MiB each, PDF/PNG/JPEG/WebP by their bytes). Everything is checked
 * before the caller stores anything, so a refused upload changes nothing.
 */
export const readTicketUpload = async <S extends z.ZodType>(req: FastifyRequest, schema: S): Promise<{ body: z.output<S>; files: IncomingAttachment[] }> => {
  if (!req.isMultipart()) throw fieldError('message', UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string | string[]> = {};
  const raw: { filename: string; content: Buffer }[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: TICKET_ATTACHMENTS_MAX } })) {
      if (part.type === 'file') {
        if (!ATTACHMENT_FIELDS.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        raw.push({ filename: part.filename, content: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (e) {
    const code = limitCode(e);
    if (code) throw fieldError('attachments', LIMIT_ERRORS[code] ?? UPLOAD_MESSAGES.tooLarge);
    // No boundary, a wrong one, a body cut short: 400, not 500.
    throw multipartError(e);
  }
  // Every file is scanned for malware before anything else looks at it (ASVS V5.4.3).
  for (const f of raw) await assertClean(req, 'attachments', f.content, f.filename);
  const parsed = schema.safeParse(fields, { reportInput: true });
  const fileErrors: string[] = [];
  const files: IncomingAttachment[] = [];
  for (const f of raw) {
    const shown = f.filename.split(/[\\/]/).pop()?.slice(0, 120) || 'attachment';
    const mime = attachmentType(f.content);
    if (f.content.length === 0) fileErrors.push(UPLOAD_MESSAGES.empty(shown));
    else if (!mime) fileErrors.push(UPLOAD_MESSAGES.wrongType(shown));
    else files.push({ filename: attachmentName(f.filename, mime), mime, content: f.content });
  }
  if (!parsed.success) {
    if (fileErrors.length === 0) throw invalidInput(parsed.error);
    throw invalid({ ...fieldErrorsOf(parsed.error), attachments: fileErrors });
  }
  if (fileErrors.length) throw invalid({ attachments: fileErrors });
  return { body: parsed.data, files };
};
