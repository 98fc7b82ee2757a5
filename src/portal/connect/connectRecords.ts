import type { ApiKeyScope, StatementFormat, StatementFrequency, WebhookEvent } from '../../contract/calls/managerConnect';

/**
 * The records of the connection calls as the server sends them (server modules apiKeys and webhooks):
 * a key never holds the key itself, except in the answer that made it; an endpoint its secret likewise.
 */
export type ApiKeyRecord = {
  id: number; name: string; prefix: string; scopes: ApiKeyScope[]; created_by: number; last_used_at: string | null; revoked_at: string | null; created_at: string;
};
export type CreatedApiKey = ApiKeyRecord & { key: string };

export type WebhookRecord = { id: number; url: string; description: string | null; events: WebhookEvent[]; enabled: boolean; created_at: string; updated_at: string };
export type CreatedWebhook = WebhookRecord & { secret: string };

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryRecord = {
  id: number; endpoint_id: number; event_id: number; event_type: WebhookEvent; status: (typeof DELIVERY_STATUSES)[number]; attempts: number;
  last_status_code: number | null; last_error: string | null; last_attempt_at: string | null; next_attempt_at: string | null; delivered_at: string | null; created_at: string;
};

export const API_PAYMENT_STATUSES = ['awaiting_confirmation', 'confirmed', 'rejected'] as const;
export type ApiPaymentRecord = {
  id: number; api_key_id: number; kind: 'iban' | 'transfer'; bank_account_id: number; amount: string; fee: string; currency: string; beneficiary: string;
  status: (typeof API_PAYMENT_STATUSES)[number]; transaction_id: number | null; decided_by: number | null; decided_at: string | null; created_at: string;
};

/** A statement schedule (server modules/statementSchedules): an account's daily or monthly statement. */
export type StatementScheduleRecord = {
  id: number; bank_account_id: number; account_name: string; currency: string; frequency: StatementFrequency; format: StatementFormat; language: string; time_zone: string;
  next_period_start: string; created_at: string;
};
/** A statement a schedule made, with its period and the ledger's balances at its ends. */
export type ScheduledStatementRecord = {
  id: number; schedule_id: number; bank_account_id: number; account_name: string; currency: string; date_from: string; date_to: string; format: StatementFormat; file_name: string;
  size: number; opening: string; closing: string; created_at: string;
};
