import type { Generated } from 'kysely';
import type { Bool, Id, Json, Money, Timestamp } from '../types';

/**
 * Background work and files: imports and their rows, the job queue, reports, archives.
 * Column conventions: see ../schemaDomain.ts.
 */

/** One processed row of an import (migration 006): the payment it created, or why it failed. */
export type ImportRowsTable = {
  id: Id;
  import_id: number;
  /** The spreadsheet row number (1-based, as Excel shows it). */
  row_number: number;
  transaction_id: number | null;
  amount: Money;
  fee: Money;
  error: string | null;
  created_at: Timestamp;
};

export type ImportsTable = {
  id: Id;
  company_id: number;
  user_id: number | null;
  bank_account_id: number;
  status: string; // QUEUE | PROCESSING | ERROR | DONE
  file_name: string;
  file_path: string | null;
  errors_file_path: string | null;
  /** 0–100. */
  progress: number;
  /** Payment rows of the file (migration 006). */
  total_rows: Generated<number>;
  bypass_duplicate_check: Bool;
  success_transactions_count: number;
  success_transactions_amount: Money;
  success_transactions_amount_with_fee: Money;
  failed_transactions_count: number;
  failed_transactions_amount: Money;
  /** JSON map "sheet.row.column" → messages, or null. */
  errors: Json | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JobsTable = {
  id: Id;
  queue: string;
  type: string;
  payload: Json;
  status: string; // queued | running | done | failed
  attempts: number;
  max_attempts: number;
  run_at: Timestamp;
  locked_at: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  result: Json | null;
  idempotency_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ReportsTable = {
  id: Id;
  company_id: number | null;
  user_id: number | null;
  bank_account_id: number | null;
  name: string;
  report_period: string | null;
  date_from: string | null;
  date_to: string | null;
  format: string;
  status: string;
  file_path: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ArchivesTable = {
  id: Id;
  company_id: number | null;
  user_id: number | null;
  date_from: string | null;
  date_to: string | null;
  filename: string | null;
  file_path: string | null;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};
