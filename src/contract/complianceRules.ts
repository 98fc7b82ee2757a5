import type { ComplianceStatus } from './enums';

/** Compliance (KYC) documents: at most 10 MiB, a PDF, PNG or JPEG by its bytes (decisions: "Compliance (KYC)"). */
export const COMPLIANCE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPLIANCE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** The multipart field of a document upload. */
export const COMPLIANCE_DOCUMENT_FIELD = 'document';

type FileLike = { status: ComplianceStatus; filename: string | null; is_signature_required: boolean; signed_at: string | null };

/** A requested file is done when its document is there and, where asked, signed; a declined file is never done. */
export const fileDone = (f: FileLike): boolean =>
  f.status !== 'declined' && f.filename !== null && (!f.is_signature_required || f.signed_at !== null);

/** Done and total files of a tracking, for its progress bar. */
export const fileProgress = (files: readonly FileLike[]): { done: number; total: number } => ({
  done: files.filter(fileDone).length,
  total: files.length,
});
