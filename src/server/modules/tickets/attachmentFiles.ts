import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TICKET_ATTACHMENT_TYPES, type TicketAttachmentMime } from '../../../contract/constants';
import { storedFile } from '../imports/importFiles';
import { imageType } from '../profile/avatar';

const IMAGE_MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const satisfies Record<string, TicketAttachmentMime>;

/** The type of an attachment from its bytes (a PDF, or an image the avatar check knows); null for anything else. */
export const attachmentType = (head: Buffer): TicketAttachmentMime | null => {
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = imageType(head);
  return image ? IMAGE_MIME[image] : null;
};

/**
 * The name shown and offered on download: the last path segment without control characters, quotes
 * or separators, ending in the extension of the detected type (a PDF never downloads as .html).
 */
export const attachmentName = (given: string, mime: TicketAttachmentMime): string => {
  const ext = TICKET_ATTACHMENT_TYPES[mime];
  const base = (given.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const known = mime === 'image/jpeg' ? /\.(jpe?g)$/i : new RegExp(`\\.${ext}$`, 'i');
  if (!base) return `attachment.${ext}`;
  return known.test(base) ? base : `${base}.${ext}`;
};

/** Ticket files live under the data folder, one folder per company, under random names (mode 600). */
export const ticketsDir = (dataDir: string, companyId: number): string => path.join(dataDir, 'tickets', String(companyId));

export const storeAttachment = (dataDir: string, companyId: number, mime: TicketAttachmentMime, content: Buffer): string => {
  const dir = ticketsDir(dataDir, companyId);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${crypto.randomBytes(16).toString('hex')}.${TICKET_ATTACHMENT_TYPES[mime]}`);
  fs.writeFileSync(file, content, { mode: 0o600 });
  return path.relative(dataDir, file);
};

/** Removes stored files again (a write that failed after storing them). */
export const removeAttachments = (dataDir: string, relatives: readonly string[]): void => {
  for (const relative of relatives) {
    const file = storedFile(dataDir, relative);
    if (file) fs.rmSync(file, { force: true });
  }
};

/** The stored file of an attachment row, or null when missing (the path comes from our own row, checked under the data folder). */
export const attachmentPath = (dataDir: string, relative: string): string | null => storedFile(dataDir, relative);

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export const contentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};
