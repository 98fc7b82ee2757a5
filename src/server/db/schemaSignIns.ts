import type { Id, Timestamp } from './types';

/**
 * Tables of migration 019 (alternative sign-ins and the KYC provider, docs/sign-ins-and-kyc.md).
 * single_use_keys: every signed key Kontor issued or accepted, by the hash of its kind and id, so
 * that each works once on every server instance: issued keys start unused (`used_at` null), keys
 * from another system are written when accepted. Rows past `expires_at` are refused anyway and
 * are deleted as new keys arrive.
 */
export type SingleUseKeysTable = {
  id: Id;
  /** legacy-in, legacy-out, portals, chat, crm, psp, kyc-callback. */
  kind: string;
  key_hash: string;
  user_id: number | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

/** What each built-in sandbox of an outside system does: up, down (unreachable) or refusing. */
export type IntegrationSandboxesTable = {
  name: string;
  mode: string;
  reason: string | null;
  updated_at: Timestamp;
};

/** A verification (form or video) of a compliance tracking with the KYC provider. */
export type KycVerificationsTable = {
  id: Id;
  compliance_tracking_id: number;
  company_id: number;
  /** form | video */
  step: string;
  provider: string;
  /** pending | completed | failed */
  status: string;
  /** The provider's reason when it failed. */
  reason: string | null;
  /** SHA-256 of the provider session's single-use token (the sandbox page's address). */
  session_hash: string;
  session_expires_at: Timestamp;
  started_by: number;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/**
 * Migration 024: a browser waiting to be signed in from another device. `code_hash`: SHA-256 of the
 * code in its QR link; `identifier`: SHA-256 of the secret only the waiting browser holds (it must
 * present that secret with the one-time code). status: waiting, approved, denied, redeemed, refused
 * (too many wrong redemptions). `otp_hash`: SHA-256 of the code the approval announced.
 */
export type DeviceSignInsTable = {
  id: Id;
  code_hash: string;
  identifier: string;
  browser_id: string | null;
  ip: string | null;
  user_agent: string | null;
  status: string;
  user_id: number | null;
  otp_hash: string | null;
  otp_expires_at: Timestamp | null;
  failed_attempts: number;
  expires_at: Timestamp;
  decided_at: Timestamp | null;
  redeemed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** The fingerprint of the application key the database was set up with (one row, id 1). */
export type AppKeyChecksTable = {
  id: number;
  fingerprint: string;
  created_at: Timestamp;
};

export type SignInTables = {
  app_key_checks: AppKeyChecksTable;
  device_sign_ins: DeviceSignInsTable;
  single_use_keys: SingleUseKeysTable;
  integration_sandboxes: IntegrationSandboxesTable;
  kyc_verifications: KycVerificationsTable;
};
