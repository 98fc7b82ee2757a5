import type { Id, Json, Money, Timestamp } from '../types';

/** Tables of migration 018 (remote portal services, docs/portal-services.md). */
export type PortalLinksTable = {
  id: Id;
  company_id: number;
  service: string;
  kind: string; // company | employee
  /** 0 for the company's link, else the employee's user id. */
  user_id: number;
  remote_id: string;
  /** The remote portal's token, sealed with the server key (auth/secrets.ts encryptSecret). */
  token_enc: string;
  /** JSON: the user the remote portal answered. */
  remote_user: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PortalAutoTransfersTable = {
  id: Id;
  company_id: number;
  bank_account_id: number;
  service: string;
  remote_account_id: string;
  created_by: number | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PortalAutoTransferRunsTable = {
  id: Id;
  rule_id: number;
  movement_ref: string;
  transaction_id: number;
  created_at: Timestamp;
};

export type PortalSandboxControlsTable = {
  service: string;
  mode: string; // ok | down | slow | refusing
  delay_ms: number;
  message: string | null;
  updated_at: Timestamp;
};

export type PortalSandboxCustomersTable = {
  id: Id;
  service: string;
  kind: string; // company | employee
  parent_id: number | null;
  partner_ref: string;
  token_hash: string;
  profile: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PortalSandboxAccountsTable = {
  id: Id;
  service: string;
  customer_id: number;
  account_ref: string;
  name: string;
  currency: string;
  iban: string | null;
  balance: Money;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PortalSandboxMovementsTable = {
  id: Id;
  service: string;
  account_id: number;
  kind: string; // incoming | credit | debit
  amount: Money;
  reference: string;
  balance_after: Money;
  created_at: Timestamp;
};

export type PortalSandboxSessionsTable = {
  id: Id;
  customer_id: number;
  key_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};
