import type { Id, Timestamp } from './types';

/** Migration 039: scheduled statements (modules/statementSchedules). */
export type StatementSchedulesTable = {
  id: Id;
  company_id: number;
  bank_account_id: number;
  created_by: number;
  /** daily | monthly */
  frequency: string;
  /** camt053 | mt940 | pdf */
  format: string;
  /** The PDF's language (en, es, de, ja, fr). */
  language: string;
  /** The IANA zone the period's days are cut in. */
  time_zone: string;
  /** The first day (YYYY-MM-DD) of the next period to produce. */
  next_period_start: string;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One produced statement: its period, and where its file is kept (storage key). */
export type ScheduledStatementsTable = {
  id: Id;
  schedule_id: number;
  company_id: number;
  bank_account_id: number;
  date_from: string;
  date_to: string;
  format: string;
  file_key: string;
  file_name: string;
  size: number;
  /** Minor units, the ledger's booked balances at the period's ends. */
  opening: string;
  closing: string;
  created_at: Timestamp;
};

export type StatementScheduleTables = {
  statement_schedules: StatementSchedulesTable;
  scheduled_statements: ScheduledStatementsTable;
};
