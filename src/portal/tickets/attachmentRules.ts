import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES, TICKET_ATTACHMENTS_MAX } from '../../contract/constants';

type FileFacts = { name: string; size: number; type: string };

export type AttachmentProblem = { key: 'too_large' | 'wrong_type' | 'empty'; name: string } | { key: 'too_many' };

const EXTENSIONS = /\.(pdf|png|jpe?g|webp)$/i;

/** What the file input offers (the server decides from the bytes; this only narrows the picker). */
export const ATTACHMENT_ACCEPT = [...Object.keys(TICKET_ATTACHMENT_TYPES), '.pdf', '.png', '.jpg', '.jpeg', '.webp'].join(',');

export const ATTACHMENT_MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** A declared type of the allowed ones; without a declared type the extension decides. */
const allowedType = (f: FileFacts): boolean => (f.type ? Object.hasOwn(TICKET_ATTACHMENT_TYPES, f.type) : EXTENSIONS.test(f.name));

/**
 * The server's attachment limits checked before sending (count, size, type), so a person hears of a
 * problem at once; the server checks again and has the last word.
 */
export const attachmentProblems = (files: readonly FileFacts[]): AttachmentProblem[] => {
  const problems: AttachmentProblem[] = [];
  if (files.length > TICKET_ATTACHMENTS_MAX) problems.push({ key: 'too_many' });
  for (const f of files) {
    if (f.size === 0) problems.push({ key: 'empty', name: f.name });
    else if (f.size > TICKET_ATTACHMENT_MAX_BYTES) problems.push({ key: 'too_large', name: f.name });
    else if (!allowedType(f)) problems.push({ key: 'wrong_type', name: f.name });
  }
  return problems;
};

/** The translation of a problem. */
export const problemMessage = (p: AttachmentProblem, translate: (key: string, args?: Record<string, unknown>) => string): string =>
  p.key === 'too_many'
    ? translate('app.support.attachments.too_many', { count: TICKET_ATTACHMENTS_MAX })
    : translate(`app.support.attachments.${p.key}`, { name: p.name, size: ATTACHMENT_MAX_MB });

/** The multipart body of a ticket message: text fields, then each file as attachments[]. */
export const ticketFormData = (fields: Record<string, string>, files: readonly File[]): FormData => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== '') form.append(k, v);
  for (const file of files) form.append('attachments[]', file, file.name);
  return form;
};
