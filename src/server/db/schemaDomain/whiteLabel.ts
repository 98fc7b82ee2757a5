import type { Id, Timestamp } from '../types';

/**
 * White-label records and their documents.
 * Column conventions: see ../schemaDomain.ts.
 */

export type WhiteLabelsTable = {
  id: Id;
  /** null = the platform default. */
  company_id: number | null;
  name: string;
  background_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  favicon_url: string | null;
  logo_url: string | null;
  dark_logo_url: string | null;
  support_email: string | null;
  theme: string | null;
  cache_set_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WhiteLabelDocumentsTable = {
  id: Id;
  white_label_id: number;
  document_type: string;
  column_name: string | null;
  file_name: string;
  file_path: string;
  mime_type: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One row per white label and document type (migration 012); its images are white_label_documents rows. */
export type WhiteLabelDocumentSettingsTable = {
  id: Id;
  white_label_id: number;
  document_type: string;
  header_text: string | null;
  footer_text: string | null;
  enabled: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/**
 * A white-label image uploaded but not saved into its white label yet (migration 016): removed by its
 * cleanup job a day after the upload unless saved; counted by the per-scope quota of unsaved uploads.
 */
export type WhiteLabelUploadsTable = {
  id: Id;
  /** null = the platform default's upload. */
  company_id: number | null;
  file_name: string;
  /** Bytes. */
  size: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};
