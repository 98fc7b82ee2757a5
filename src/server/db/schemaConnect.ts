import type { Id, Timestamp } from './types';

/** Tables of migration 033 (issue 41): API keys, the payments keys ask for, webhooks. */
export type ApiKeysTable = {
  id: Id;
  company_id: number;
  created_by: number;
  name: string;
  prefix: string;
  /** SHA-256 of the key, hex (as auth_tokens.token_hash). */
  key_hash: string;
  /** JSON array of ApiKeyScope. */
  scopes: string;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ApiPaymentRequestsTable = {
  id: Id;
  company_id: number;
  api_key_id: number;
  kind: string;
  body: string;
  bank_account_id: number;
  /** Minor units, decimal text. */
  amount: string;
  fee: string;
  currency: string;
  beneficiary: string;
  status: string;
  transaction_id: number | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebhookEndpointsTable = {
  id: Id;
  company_id: number;
  created_by: number;
  url: string;
  description: string | null;
  events: string;
  secret: string;
  enabled: number;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WebhookEventsTable = { id: Id; company_id: number; type: string; payload: string; created_at: Timestamp };

export type WebhookDeliveriesTable = {
  id: Id;
  company_id: number;
  endpoint_id: number;
  event_id: number;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  next_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ConnectTables = {
  api_keys: ApiKeysTable;
  api_payment_requests: ApiPaymentRequestsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
};
