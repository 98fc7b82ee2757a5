import { TICKET_ATTACHMENT_TYPES, type TicketAttachmentMime } from '../../../contract/constants';
import { type FileStore, newKey } from '../../storage/fileStore';
import { imageType } from '../../http/uploads';

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

/** Ticket files live in the file store (KONTOR_FILE_STORAGE), one folder per company, under random names. */
export const storeAttachment = async (files: FileStore, companyId: number, mime: TicketAttachmentMime, content: Buffer): Promise<string> => {
  const key = newKey(`tickets/${companyId}`, TICKET_ATTACHMENT_TYPES[mime]);
  await files.put(key, content);
  return key;
};

/** Removes stored files again (a write that failed after storing them). */
export const removeAttachments = async (files: FileStore, keys: readonly string[]): Promise<void> => {
  for (const key of keys) await files.remove(key).catch(() => undefined);
};

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export const contentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};
