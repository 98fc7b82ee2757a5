import type { Bool, Id, Timestamp } from './types';

/** Tables of migration 034 (second factors, issue 42). */

/** One single-use recovery code of a user: HMAC-SHA-256 (server key) of the normalised code. */
export type RecoveryCodesTable = {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

/** A WebAuthn credential (passkey) a user registered. */
export type PasskeysTable = {
  id: Id;
  user_id: number;
  /** base64url credential id, as the authenticator names it. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  /** Signature counter (bigint: a string on PostgreSQL). */
  counter: number | string;
  /** JSON array of transports (usb, nfc, ble, internal, hybrid), null when unknown. */
  transports: string | null;
  name: string;
  /** singleDevice | multiDevice. */
  device_type: string | null;
  backed_up: Bool;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A challenge handed out for a WebAuthn ceremony: single use, short-lived. */
export type WebauthnChallengesTable = {
  id: Id;
  user_id: number;
  /** base64url, as it comes back in the assertion's clientDataJSON. */
  challenge: string;
  /** register | confirm */
  purpose: string;
  /** Of a confirm challenge: the request binding (auth/otpGuard.ts requestBinding) it confirms. */
  binding: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

export type SecondFactorTables = {
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
};
