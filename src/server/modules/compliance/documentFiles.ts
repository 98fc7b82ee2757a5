import type { FastifyRequest } from 'fastify';
import { COMPLIANCE_DOCUMENT_FIELD, COMPLIANCE_DOCUMENT_MAX_BYTES, COMPLIANCE_DOCUMENT_TYPES } from '../../../contract/complianceRules';
import { fieldError } from '../../domain/errors';
import { imageType, readNamedUpload } from '../../http/uploads';
import { type FileStore, newKey } from '../../storage/fileStore';
import { attachmentName, attachmentType } from '../tickets/attachmentFiles';
import { COMPLIANCE_MESSAGES } from './access';

export type DocumentMime = (typeof COMPLIANCE_DOCUMENT_TYPES)[number];
export type IncomingDocument = { filename: string; mime: DocumentMime; content: Buffer };

const EXTENSIONS: Record<DocumentMime, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
const isDocumentMime = (m: string | null): m is DocumentMime => m !== null && (COMPLIANCE_DOCUMENT_TYPES as readonly string[]).includes(m);

/** The one document of the request: a PDF, PNG or JPEG by its bytes (the ticket check), at most 10 MiB. */
export const readDocument = async (req: FastifyRequest): Promise<IncomingDocument> => {
  const { content, filename, fieldname } = await readNamedUpload(req, {
    field: COMPLIANCE_DOCUMENT_FIELD,
    what: 'document',
    maxBytes: COMPLIANCE_DOCUMENT_MAX_BYTES,
    tooLarge: `The document may not be greater than ${COMPLIANCE_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
  });
  if (fieldname !== COMPLIANCE_DOCUMENT_FIELD) throw fieldError(COMPLIANCE_DOCUMENT_FIELD, `The ${COMPLIANCE_DOCUMENT_FIELD} field is required.`);
  if (content.length === 0) throw fieldError(COMPLIANCE_DOCUMENT_FIELD, COMPLIANCE_MESSAGES.documentEmpty);
  const mime = attachmentType(content);
  if (!isDocumentMime(mime)) throw fieldError(COMPLIANCE_DOCUMENT_FIELD, COMPLIANCE_MESSAGES.documentType);
  return { filename: attachmentName(filename, mime), mime, content };
};

/** The image of a drawn signature (data URL checked by the contract); its bytes must be what it says. */
export const signatureImage = (dataUrl: string): { content: Buffer; ext: 'png' | 'jpg' } => {
  const comma = dataUrl.indexOf(',');
  const content = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const type = imageType(content);
  const declared = dataUrl.startsWith('data:image/png') ? 'png' : 'jpg';
  if (type !== declared) throw fieldError('signature', COMPLIANCE_MESSAGES.signatureType);
  return { content, ext: type };
};

/** KYC files live in the file store (KONTOR_FILE_STORAGE), one folder per company, under random names: the key is kept on the row. */
export const storeKycFile = async (files: FileStore, companyId: number, ext: string, content: Buffer): Promise<string> => {
  const key = newKey(`kyc/${companyId}`, ext);
  await files.put(key, content);
  return key;
};

export const documentExtension = (mime: DocumentMime): string => EXTENSIONS[mime];

/** Removes stored files (a replaced document, or a write that failed after storing). */
export const removeKycFiles = async (files: FileStore, keys: readonly (string | null)[]): Promise<void> => {
  for (const key of keys) if (key) await files.remove(key).catch(() => undefined);
};
