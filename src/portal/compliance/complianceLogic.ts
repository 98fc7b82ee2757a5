import { COMPLIANCE_DOCUMENT_MAX_BYTES, COMPLIANCE_DOCUMENT_TYPES, fileDone, fileProgress } from '../../contract/complianceRules';
import type { ComplianceFile, ComplianceTracking } from '../../contract/entities';
import type { ComplianceRouteService, ComplianceStatus } from '../../contract/enums';

export { fileDone, fileProgress };

export type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary';

/** Colour of a status chip: waiting on the company (warning), on review (info), done (success), refused (error). */
export const statusColor = (status: ComplianceStatus): ChipColor => {
  switch (status) {
    case 'verified':
      return 'success';
    case 'declined':
      return 'error';
    case 'submitted':
      return 'info';
    case 'open':
    case 'draft':
      return 'warning';
    case 'not_found':
      return 'default';
  }
};

/** Why a chosen file cannot be sent (an i18n key), or null: the server checks again by the bytes. */
export const documentProblem = (file: Pick<File, 'size' | 'type'>): string | null => {
  if (file.size === 0) return 'app.compliance.upload.empty';
  if (file.size > COMPLIANCE_DOCUMENT_MAX_BYTES) return 'app.compliance.upload.too_large';
  if (file.type && !(COMPLIANCE_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'app.compliance.upload.wrong_type';
  return null;
};

export const DOCUMENT_ACCEPT = COMPLIANCE_DOCUMENT_TYPES.join(',');
export const DOCUMENT_MAX_MB = COMPLIANCE_DOCUMENT_MAX_BYTES / 1024 / 1024;

/** What the company may still do with a file: upload (or replace) its document, and sign it. */
export const fileActions = (tracking: Pick<ComplianceTracking, 'status'>, file: ComplianceFile): { upload: boolean; sign: boolean } => {
  const open = tracking.status !== 'verified' && file.status !== 'verified';
  return { upload: open, sign: open && file.is_signature_required && file.filename !== null && file.signed_at === null };
};

/** The page of a tracking's subject (document 1: /manager/compliance-trackings/{entity}/{entity_id}/{kyc_id}). */
export const trackingPath = (t: Pick<ComplianceTracking, 'compliable_type' | 'compliable_id' | 'id'>): string =>
  `/manager/compliance-trackings/${t.compliable_type}/${t.compliable_id}/${t.id}`;

/** The tracking the verification page is about: the user's registration one still to finish, else the newest. */
export const currentTracking = (trackings: readonly ComplianceTracking[]): ComplianceTracking | null =>
  trackings.find((t) => t.category === 'REGISTRATION' && t.status !== 'verified') ?? trackings[0] ?? null;

/**
 * The step the verification page shows: the one in the address when given, else where the tracking
 * stands (files while documents are missing, final once submitted). Form and video have no provider
 * on this server, so they are shown as not needed.
 */
export const verificationStep = (tracking: Pick<ComplianceTracking, 'step' | 'status'> | null, requested: ComplianceRouteService | undefined): ComplianceRouteService => {
  if (requested) return requested;
  if (!tracking) return 'final';
  return tracking.status === 'submitted' || tracking.status === 'verified' ? 'final' : 'files';
};

/** The translated name of a requested file, or the server's English name for a key we do not know. */
export const fileLabel = (translate: (key: string, options?: Record<string, unknown>) => string, file: Pick<ComplianceFile, 'key' | 'name'>): string =>
  translate(`app.compliance.files.${file.key}`, { _: file.name });

type ListState = { page: number; perPage: number; search: string; status: ComplianceStatus | ''; from: string; to: string };

/**
 * The query of the list call: empty filters are left out, and a date range given backwards is sent
 * in order (the server would refuse it) so the list follows what the user obviously meant.
 */
export const complianceQuery = (s: ListState): Record<string, string | number> => {
  const [from, to] = s.from && s.to && s.from > s.to ? [s.to, s.from] : [s.from, s.to];
  return {
    page: s.page,
    per_page: s.perPage,
    ...(s.search ? { search: s.search } : {}),
    ...(s.status ? { status: s.status } : {}),
    ...(from ? { from_date: from } : {}),
    ...(to ? { to_date: to } : {}),
  };
};
