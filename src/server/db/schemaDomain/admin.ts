import type { Bool, Id, Json, Money, Timestamp } from '../types';

/**
 * Auth checkpoints, table preferences, products, integrity checks, timeline events.
 * Column conventions: see ../schemaDomain.ts.
 */

export type AuthCheckpointsTable = {
  id: Id;
  user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  status: string;
  /** x-browser-id of the device (migration 008); null for clients that send none (keyed by ip). */
  browser_id: string | null;
  last_seen_at: Timestamp | null;
  /** Wrong passwords for the user through this device (migration 014); a row may exist for failures alone. */
  failed_attempts: number;
  last_failed_at: Timestamp | null;
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
  /** Migration 017: the public purchase link /purchase/{hash}, the account credited, the crypto offered (JSON array), the image file. */
  hash: string | null;
  to_account_id: number | null;
  crypto_currencies: Json;
  image_path: string | null;
};

/** Migration 017: one payment address handed to a visitor of a purchase link (the invoice). */
export type ProductPaymentsTable = {
  id: Id;
  product_id: number;
  company_id: number;
  to_account_id: number;
  address: string;
  network: string;
  crypto_currency: string;
  crypto_amount: Money;
  fiat_currency: string;
  fiat_amount: Money;
  rate: string;
  /** awaiting | paid | expired */
  status: string;
  payer_name: string | null;
  payer_email: string | null;
  idempotency_key: string | null;
  request_hash: string;
  received_amount: Money;
  txid: string | null;
  transaction_id: number | null;
  /** The send-funds transfer that forwarded it to the affiliate owner. */
  forwarded_transaction_id: number | null;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Migration 017: transfers on the built-in sandbox payment network. */
export type SandboxChainTransfersTable = {
  id: Id;
  network: string;
  currency: string;
  address: string;
  amount: Money;
  txid: string;
  idempotency_key: string | null;
  created_at: Timestamp;
};

/** Migration 017: what a sandbox adapter is told to do (ok | down | refusing). */
export type SandboxAdapterModesTable = {
  name: string;
  mode: string;
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
  /** Written while an admin acted as the user: that admin (migration 015). */
  acting_admin_id: number | null;
  created_at: Timestamp;
};
