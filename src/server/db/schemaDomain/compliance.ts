import type { Id, Json, Timestamp } from '../types';

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
  created_at: Timestamp;
  updated_at: Timestamp;
};
