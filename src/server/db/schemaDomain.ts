import type { Generated } from 'kysely';
import type { Bool, Id, Json, Money, Timestamp } from './types';

/**
 * Tables of migration 002 (ledger, transactions, beneficiaries and the tables later features fill).
 *
 * Money columns are BIGINT minor units (read them through `minor()`); the currency's sub-unit
 * (2 for fiat, 8 for crypto) is on the bank account. Booleans are 0/1, timestamps ISO 8601 UTC text,
 * JSON is text.
 */

/** A ledger account: a customer's account or one of the platform's own accounts. */
export type BankAccountsTable = {
  id: Id;
  /** Owner company; null for platform accounts. */
  company_id: number | null;
  owner_kind: string; // customer | platform
  platform_role: string | null; // null | fees | settlement | exchange | clearing
  currency: string; // EUR, USD, GBP, BTC, ETH, USDT, TRX …
  currency_type: string; // fiat | crypto
  /** Decimal places of the minor unit: 2 fiat, 8 crypto. */
  sub_unit: number;
  name: string;
  iban: string | null;
  account_number: string | null;
  /** UK sort code (six digits) for GBP accounts that have one. */
  sort_code: string | null;
  /** BIC of the account-holding bank. */
  bic: string | null;
  payment_service: string | null; // free_market | bcb
  /** The company's default account. */
  selected: Bool;
  /** JSON array of transmission protocols that may not be used from this account. */
  disabled_protocols: Json;
  portal_service_active: Bool;
  /** Posted balance: always equals the sum of the account's postings. */
  balance: Money;
  /** Held by pending / admin_action_require transactions (amount + fee). available = balance − reserved. */
  reserved: Money;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One money movement: its postings balance per currency. */
export type JournalEntriesTable = {
  id: Id;
  transaction_id: number | null;
  kind: string; // deposit | withdrawal | transfer | exchange | convert | fee | reversal | credit
  description: string;
  created_at: Timestamp;
};

/** Append-only ledger lines. */
export type PostingsTable = {
  id: Id;
  entry_id: number;
  bank_account_id: number;
  currency: string;
  /** Signed minor units: positive increases the account's balance. */
  amount: Money;
  /** The account's balance right after this posting (postings of one account in id order). */
  balance_after: Money;
  created_at: Timestamp;
};

export type TransactionsTable = {
  id: Id;
  company_id: number;
  user_id: number | null;
  /** withdrawal | crypto | import | transfer | exchange | convert | card | buy_crypto | withdraw_crypto | receive_crypto | deposit */
  type: string;
  /** pending | admin_action_require | approved | denied | rejected | failed */
  status: string;
  /** Free-text reason of a denial, rejection or failure. */
  status_reason: string | null;
  /** Source account, or the credited account of a deposit / receive_crypto. */
  bank_account_id: number;
  to_account_id: number | null;
  agent_id: number | null;
  currency: string;
  amount: Money;
  /** In the source currency. */
  fee_amount: Money;
  to_currency: string | null;
  to_amount: Money | null;
  /** Decimal text: units of to_currency for one unit of currency. */
  rate: string | null;
  transmission_protocol: string; // SEPA | SWIFT | INTERNAL | CRYPTO | FPS_CHAPS | CRYPTO_EXCHANGE | PORTAL_TRANSFER
  transfer_service: string | null; // sepa | swift | israel | fps_chaps | portal
  remitter_name: string;
  beneficiary_name: string;
  ref_message: string | null;
  /** Unique, e.g. KTR-2026-000123. */
  source_reference: string;
  source_of_funds: number | null; // 1 business | 2 customer
  /** JSON: the customer_* and bank_* fields of the withdrawal form, crypto network/wallet, … */
  details: Json;
  original_transaction_id: number | null;
  bypass_duplicate_check: Bool;
  import_id: number | null;
  external_service_type_id: number | null;
  /** When it completed (approved). */
  log_created_at: Timestamp | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  /** Migration 003: source account, beneficiary and amount of a payment, for duplicate detection (null for seeded rows). */
  duplicate_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Migration 003: status history of a transaction (created, approved, denied, rejected, …). */
export type TransactionEventsTable = {
  id: Id;
  transaction_id: number;
  status: string;
  user_id: number | null;
  comment: string | null;
  created_at: Timestamp;
};

/** Beneficiaries. */
export type TransactionAgentsTable = {
  id: Id;
  company_id: number;
  legal_type: string; // company | individual
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  iban: string | null;
  bank_account: string | null;
  sort_code: string | null;
  country: string | null;
  city: string | null;
  street: string | null;
  building_number: string | null;
  building_name: string | null;
  zip_code: string | null;
  free_market_sector_id: number | null;
  free_market_industry_id: number | null;
  bank_swift: string | null;
  bank_name: string | null;
  bank_country: string | null;
  bank_city: string | null;
  bank_address: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

/**
 * Fee rules, amounts in minor units of the transaction currency as strings.
 * every_transaction: {fixed, percent_bp, min, max} (min/max may be null);
 * based_on_amount: {tiers: [{up_to (null = no limit), fixed, percent_bp}]} — the first tier with amount ≤ up_to applies.
 */
export type FeePlansTable = {
  id: Id;
  /** null = platform default. */
  company_id: number | null;
  fee_type: string; // TRANSFER | EXCHANGE
  mode: string; // every_transaction | based_on_amount
  /** null = any currency. */
  currency: string | null;
  rules: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WalletsTable = {
  id: Id;
  company_id: number;
  name: string;
  currency: string;
  network: string; // bitcoin | ethereum | tron
  wallet: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

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

export type NotificationsTable = {
  id: Id;
  user_id: number;
  company_id: number | null;
  type: string;
  title: string;
  message: string;
  data: Json | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TicketsTable = {
  id: Id;
  company_id: number | null;
  user_id: number | null;
  subject: string;
  status: string;
  priority: string | null;
  closed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TicketThreadsTable = {
  id: Id;
  ticket_id: number;
  user_id: number | null;
  message: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TicketAttachmentsTable = {
  id: Id;
  ticket_id: number;
  thread_id: number | null;
  file_name: string;
  file_path: string;
  mime_type: string | null;
  size: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AnnouncementsTable = {
  id: Id;
  title: string;
  body: string;
  audience: string; // all | managers | admins | company:<id> …
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  enabled: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
};

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

export type AuthCheckpointsTable = {
  id: Id;
  user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TablePreferencesTable = {
  id: Id;
  user_id: number;
  table_name: string;
  /** JSON array of column names. */
  columns: Json;
  per_page: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ProductsTable = {
  id: Id;
  company_id: number | null;
  name: string;
  description: string | null;
  currency: string | null;
  price: Money | null;
  enabled: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type IntegrityChecksTable = {
  id: Id;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  status: string; // passed | failed (migration 003; running while under way)
  accounts_checked: number;
  /** JSON array of {bank_account_id, balance, postings_sum, reserved, holds_sum}. */
  mismatches: Json | null;
  /** Migration 003: the checked account (null for a whole-ledger check) and what was compared. */
  bank_account_id: number | null;
  balance: Money | null;
  postings_sum: Money | null;
  reserved: Money | null;
  holds_sum: Money | null;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TimelineEventsTable = {
  id: Id;
  entity_class: string;
  entity_id: number;
  event: string;
  changes: Json | null;
  user_id: number | null;
  created_at: Timestamp;
};

export type DomainTables = {
  bank_accounts: BankAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  transactions: TransactionsTable;
  transaction_events: TransactionEventsTable;
  transaction_agents: TransactionAgentsTable;
  fee_plans: FeePlansTable;
  wallets: WalletsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  jobs: JobsTable;
  reports: ReportsTable;
  archives: ArchivesTable;
  notifications: NotificationsTable;
  tickets: TicketsTable;
  ticket_threads: TicketThreadsTable;
  ticket_attachments: TicketAttachmentsTable;
  announcements: AnnouncementsTable;
  compliance_trackings: ComplianceTrackingsTable;
  kyc_files: KycFilesTable;
  white_labels: WhiteLabelsTable;
  white_label_documents: WhiteLabelDocumentsTable;
  auth_checkpoints: AuthCheckpointsTable;
  table_preferences: TablePreferencesTable;
  products: ProductsTable;
  integrity_checks: IntegrityChecksTable;
  timeline_events: TimelineEventsTable;
};
