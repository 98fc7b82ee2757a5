import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '../types';

/** A column added later (migration 011): optional on insert, so older writers need not name it. */
type Later<T> = ColumnType<T, T | undefined, T>;

/**
 * Compliance trackings and KYC files.
 * Column conventions: see ../schemaDomain.ts.
 */

export type ComplianceTrackingsTable = {
  id: Id;
  subject_type: string; // transaction | user | lead | company
  subject_id: number;
  company_id: number | null;
  category: string; // REGISTRATION | TRANSACTION | TRANSACTION_RECALL | AFFILIATE_TRANSFER | UNCATEGORIZED
  status: string; // draft | open | verified | submitted | declined | not_found
  step: string | null; // files | form | video | final
  data: Json | null;
  /** Reviewer's comment (migration 011). */
  comment: Later<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type KycFilesTable = {
  id: Id;
  company_id: number | null;
  user_id: number | null;
  compliance_tracking_id: number | null;
  document_type: string | null;
  file_name: string;
  file_path: string;
  mime_type: string | null;
  size: number | null;
  status: string | null;
  /** Migration 011: display name, signature, reviewer note, upload time. */
  name: Later<string | null>;
  signature_required: Later<number>;
  signature_path: Later<string | null>;
  signed_at: Later<string | null>;
  signed_by: Later<number | null>;
  note: Later<string | null>;
  uploaded_at: Later<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};
