import type { ColumnType } from 'kysely';
import type { Bool, Id, Json, Money, Timestamp } from '../types';

/**
 * Ledger tables: bank accounts, journal entries, postings, transactions and their status history, fee plans.
 * Column conventions: see ../schemaDomain.ts.
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
  /**
   * Migration 027: the balance of bank_account_id after this transaction's last posting on it (reversals
   * aside); null before its entry. Only the database writes it (a trigger on postings), so code can
   * neither insert nor update it.
   */
  balance_after: ColumnType<string | number | bigint | null, never, never>;
};

/** Migration 003: status history of a transaction (created, approved, denied, rejected, …). */
export type TransactionEventsTable = {
  id: Id;
  transaction_id: number;
  status: string;
  user_id: number | null;
  comment: string | null;
  /** Written while an admin acted as the user: that admin (migration 015). */
  acting_admin_id: number | null;
  created_at: Timestamp;
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
