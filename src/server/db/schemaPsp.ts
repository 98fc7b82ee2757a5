import type { Bool, Id, Money, Timestamp } from './types';

/** Tables of migration 021 (PSP portal, docs/psp.md). */
export type PspLinksTable = {
  id: Id;
  company_id: number;
  /** The adapter's name (flexpsp). */
  provider: string;
  /** The company's merchant id at the PSP. */
  merchant_id: string;
  website: string | null;
  /** The last characters of the current PSP token (the token itself is shown once and never stored). */
  token_hint: string;
  token_issued_at: Timestamp;
  signed_up_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PspAccountsTable = {
  id: Id;
  company_id: number;
  bank_account_id: number;
  account_type: string;
  /** The account's id at the PSP. */
  external_id: string;
  active: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PspDepositsTable = {
  id: Id;
  company_id: number;
  /** The PSP's payment id. */
  payment_id: string;
  transaction_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PspSandboxStateTable = {
  id: number;
  /** up | down | slow | refusing */
  mode: string;
  delay_ms: number;
  reason: string | null;
  updated_at: Timestamp;
};

export type PspSandboxMerchantsTable = {
  id: Id;
  merchant_id: string;
  /** The partner's (Kontor's) reference of the merchant: the company id. */
  partner_reference: string;
  name: string;
  website: string | null;
  /** SHA-256 of the merchant's current API token. */
  token_hash: string;
  token_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PspSandboxAccountsTable = {
  id: Id;
  merchant_id: string;
  account_id: string;
  account_type: string;
  currency: string;
  iban: string | null;
  holder: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PspSandboxPaymentsTable = {
  id: Id;
  merchant_id: string;
  payment_id: string;
  amount: Money;
  currency: string;
  reference: string;
  description: string | null;
  /** awaiting_funds */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PspTables = {
  psp_links: PspLinksTable;
  psp_accounts: PspAccountsTable;
  psp_deposits: PspDepositsTable;
  psp_sandbox_state: PspSandboxStateTable;
  psp_sandbox_merchants: PspSandboxMerchantsTable;
  psp_sandbox_accounts: PspSandboxAccountsTable;
  psp_sandbox_payments: PspSandboxPaymentsTable;
};
