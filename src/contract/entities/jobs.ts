import type { ImportStatus, JobStatus, PeriodPreset, ReportFormat, TablePreferenceName } from '../enums';
import type { BankAccountRef } from './accounts';
import type { DateOnly, DateTime, Decimal } from './scalars';
import type { UserRef } from './users';

// ---------------------------------------------------------------- imports, reports, archives

/** Import errors keyed by "sheet.row.column" (an Amount error marks every amount cell). */
export type ImportErrors = Record<string, string[]>;

export type ImportPreview = { transactionsAmount: Decimal; transactionsCount: number; transactionsAmountWithFee: Decimal };

export type ImportJob = { id: number; status: ImportStatus };

export type ImportRecord = {
  id: number;
  bank_account: BankAccountRef;
  user: UserRef | null;
  success_transactions_count: number;
  success_transactions_amount: Decimal;
  success_transactions_amount_with_fee: Decimal;
  failed_transactions_count: number;
  failed_transactions_amount: Decimal;
  created_at: DateTime;
  status: ImportStatus;
  file_name: string;
  errors: ImportErrors | null;
  actions: { has_errors: boolean };
};

export type Report = {
  id: number;
  name: string;
  bank_account: BankAccountRef;
  date_from: DateOnly | null;
  date_to: DateOnly | null;
  report_period: PeriodPreset | null;
  status: JobStatus;
  format: ReportFormat;
  created_at: DateTime;
  actions: { is_downloadable: boolean };
};

/** KYC file archive. */
export type Archive = {
  id: number;
  date_from: DateOnly;
  date_to: DateOnly;
  filename: string | null;
  status: JobStatus;
  /** The company whose KYC files the archive holds; null for every company. */
  company: { id: number; name: string } | null;
  created_at: DateTime;
  actions: { is_downloadable: boolean };
};

export type TablePreferences = { columns: string[]; per_page: number };
export type TablePreferencesMap = Partial<Record<TablePreferenceName, TablePreferences>>;
