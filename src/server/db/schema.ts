import type { Generated } from 'kysely';
import type { Bool, Id, Json, Timestamp } from './types';
import type { DomainTables } from './schemaDomain';
import type { CompanyTables } from './schemaCompanies';
import type { TicketTables } from './schemaTickets';
import type { SignInTables } from './schemaSignIns';
import type { PspTables } from './schemaPsp';
import type { ClusterTables } from './schemaCluster';
import type { AdapterTables } from './schemaAdapters';
import type { ExchangeTables } from './schemaExchange';
import type { ApprovalTables } from './schemaApprovals';
import type { ScheduleTables } from './schemaSchedules';
import type { ConnectTables } from './schemaConnect';
import type { SecondFactorTables } from './schemaSecondFactors';
import type { TemplateTables } from './schemaTemplates';
import type { StatementScheduleTables } from './schemaStatementSchedules';

/** Tables of migration 001 (companies, users, sign-in, settings, activity). */
export type CompaniesTable = {
  id: Id;
  name: string;
  legal_type: string; // individual | company
  enabled: Bool;
  /** JSON object: affiliation, crypto, portals, psp_portal, create_accounts → boolean. */
  features: Json;
  psp_portal_attached: Bool;
  white_label_enabled: Bool;
  /** JSON array of company service types (REGULAR, WHITE_LABEL, …). */
  company_types: Json;
  affiliate_owner_company_id: number | null;
  /** Code used in /registration/{affiliation} links to this company. */
  affiliation_code: string | null;
  /** Owner of a white-labeled child company. */
  white_label_owner_company_id: number | null;
  payment_service_status: string;
  /** JSON map of portal service → { is_attached, is_allowed }. */
  portal_services: Json;
  country: string | null;
  /** External CRM (Zoho) entity id, unique where set (migration 009). */
  zoho_id: string | null;
  /** Every user of the company must have a second factor (migration 034). */
  two_factor_required: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type UsersTable = {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string;
  role: string; // super-admin | admin | manager | manager-reader
  company_id: number | null;
  enabled: Bool;
  email_verified_at: Timestamp | null;
  avatar_path: string | null;
  /** TOTP secret, encrypted with the server key (AES-256-GCM). */
  totp_secret_enc: string | null;
  /** Secret being set up, not yet confirmed. */
  totp_pending_enc: string | null;
  totp_enabled: Bool;
  otp_failures: number;
  otp_locked_until: Timestamp | null;
  /** Highest TOTP time step accepted for a completed request: earlier steps are refused. */
  otp_last_step: number;
  compliance_required: Bool;
  compliance_preparing: Bool;
  user_lead_id: number | null;
  livechat_token: string | null;
  is_demo: Bool;
  /** Business role of a company user (dictionary employee_business_roles; migration 009). */
  employee_business_role_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AuthTokensTable = {
  id: Id;
  user_id: number;
  /** One sign-in: every access and refresh token issued from it shares the family. */
  family_id: string;
  kind: string; // access | refresh
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Set when an admin acts as this user. */
  impersonator_user_id: number | null;
  /** Of an act-as sign-in: the admin's own token family it was started from; it ends with it (migration 013). */
  parent_family_id: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The auth checkpoint (device) of the sign-in (migration 008); null for acting-as sign-ins. */
  checkpoint_id: number | null;
  /** What confirmed the sign-in beside the password: totp, passkey, recovery_code; null for none (migration 034). */
  second_factor: Generated<string | null>;
  created_at: Timestamp;
};

export type OtpUsesTable = {
  id: Id;
  user_id: number;
  step: number;
  request_hash: string;
  completed: Bool;
  created_at: Timestamp;
};

/** Failed sign-ins per key (auth/throttle.ts; docs/security-limits.md). */
export type LoginThrottlesTable = {
  /** `ip:<address>`, `email-ip:<e-mail> <address>` or `email:<e-mail>`. */
  key: string;
  /** Failures in the window that started at first_failure_at. */
  failures: number;
  first_failure_at: Timestamp;
  /** Address and account+address keys: locked until; account key: the growing delay for addresses that failed. */
  locked_until: Timestamp | null;
  /** The e-mail the row counts for (account and account+address keys), so a reset clears them all (migration 014). */
  account: string | null;
  last_failure_at: Timestamp | null;
  /** Account key: when the user was last told about failed sign-ins by e-mail. */
  notified_at: Timestamp | null;
};

/** Fixed-window request counters (auth/rateLimit.ts; migration 014). */
export type RateLimitsTable = {
  key: string;
  hits: number;
  window_started_at: Timestamp;
};

export type PasswordResetsTable = {
  id: Id;
  user_id: number;
  key: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

export type EmailVerificationsTable = {
  id: Id;
  user_id: number;
  key: string;
  code_hash: string;
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

export type OutboxTable = {
  id: Id;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
};

export type SettingsTable = {
  key: string;
  value: Json;
  updated_at: Timestamp;
};

/** The one row counting changes to the settings (migration 028: kept by triggers on settings). */
export type SettingsVersionTable = {
  id: number;
  /** bigint: a number on SQLite, a string on PostgreSQL. */
  version: number | string;
};

export type ActivitiesTable = {
  id: Id;
  user_id: number | null;
  company_id: number | null;
  type: string;
  description: string;
  ip: string | null;
  user_agent: string | null;
  meta: Json | null;
  /** Written while an admin acted as the user: that admin (migration 015; no foreign key, it outlives the admin). */
  acting_admin_id: number | null;
  created_at: Timestamp;
};

export type CoreTables = {
  companies: CompaniesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  otp_uses: OtpUsesTable;
  login_throttles: LoginThrottlesTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  settings_version: SettingsVersionTable;
  activities: ActivitiesTable;
};

export type Database = CoreTables & DomainTables & TicketTables & CompanyTables & SignInTables & PspTables & ClusterTables & AdapterTables & ExchangeTables & ApprovalTables & ConnectTables & SecondFactorTables & ScheduleTables & TemplateTables & StatementScheduleTables;
