import type {
  AdminTransactionMode,
  AuthCheckpointStatus,
  ChartGranularity,
  CryptoCurrency,
  CryptoNetwork,
  Currency,
  CurrencyKind,
  IntegrityCheckStatus,
  PaymentServiceStatus,
  PeriodPreset,
  PortalServiceProvider,
} from '../enums';
import type { BankAccountRef } from './accounts';
import type { DateOnly, DateTime, Decimal } from './scalars';
import type { Company, User, UserRef } from './users';

// ---------------------------------------------------------------- other records

export type Announcement = {
  id: number;
  title: string;
  content: string;
  is_published: boolean;
  starts_at: DateOnly | null;
  ends_at: DateOnly | null;
  created_at: DateTime;
  updated_at: DateTime;
};

export type Product = {
  id: number;
  /** Public purchase link /purchase/{hash}. */
  hash: string;
  name: string;
  description: string | null;
  amount: Decimal;
  currency: Currency;
  to_account_id: number;
  crypto_currencies: CryptoCurrency[];
  image_url: string | null;
  is_active: boolean;
  created_at: DateTime;
};

/** A payment address handed out on a purchase link, and what arrived on it (products/{id}/payments/{address}). */
export type ProductPayment = {
  address: string;
  currency: CryptoCurrency;
  network: CryptoNetwork;
  amount: Decimal;
  received_amount: Decimal;
  fiat_currency: Currency;
  fiat_amount: Decimal;
  status: 'awaiting' | 'paid' | 'expired';
  expires_at: DateTime;
  paid_at: DateTime | null;
  /** The built-in sandbox payment network is in use: the page may offer its test wallet. */
  sandbox_wallet: boolean;
};

/** A product payment received by the caller's company, to forward to its affiliate owner (affiliate-merchant-payment/{id}). */
export type AffiliateMerchantPayment = {
  id: number;
  product: { id: number; name: string };
  amount: Decimal;
  currency: Currency;
  /** The own account that received it (the source of the forward). */
  bank_account_id: number;
  paid_at: DateTime | null;
  status: 'awaiting' | 'paid' | 'expired';
  /** The affiliate owner company; null when the company is not affiliated. */
  affiliate_owner: { id: number; name: string } | null;
  /** The owner's account of the same currency that a forward goes to by default; null when it has none. */
  suggested_to_account_id: number | null;
  /** Already forwarded with manager/affiliates/send-funds (transaction id). */
  forwarded_transaction_id: number | null;
};

/** An account of the affiliate owner that can receive funds (no balance: it is another company's). */
export type AffiliateOwnerAccount = { id: number; name: string; currency: Currency; company: { id: number; name: string } };

export type AuthCheckpoint = {
  id: number;
  user: UserRef | null;
  ip: string | null;
  browser_id: string | null;
  user_agent: string | null;
  status: AuthCheckpointStatus;
  /** Last sign-in through the device; null when only failed sign-ins came from it. */
  last_seen_at: DateTime | null;
  /** Wrong passwords for the user from this device (project decision: failed sign-ins are shown here). */
  failed_attempts: number;
  last_failed_at: DateTime | null;
  created_at: DateTime;
};

export type BankAccountIntegrity = {
  id: number;
  bank_account: BankAccountRef;
  status: IntegrityCheckStatus;
  /** The stored balance. */
  balance: Decimal;
  /** The sum of the account's postings. */
  postings_sum: Decimal;
  difference: Decimal;
  checked_at: DateTime;
};

export type ActivityLog = {
  id: number;
  user: UserRef | null;
  company_id: number | null;
  type: string;
  description: string;
  ip: string | null;
  user_agent: string | null;
  created_at: DateTime;
};

/**
 * An entry of the admin activity log (`GET a/activities`): the entry, plus the admin who acted as
 * `user` when it was written ("by admin X acting as Y"); both null for the user's own doings.
 * `acting_admin_id` stays when the admin's account was deleted (then `acting_admin` is null).
 */
export type AdminActivityLog = ActivityLog & {
  acting_admin_id: number | null;
  acting_admin: UserRef | null;
};

/** Activity counts per type in each bucket of a period (admin dashboard chart); `counts[i]` belongs to `dates[i]`. */
export type ActivitiesVolumeByType = {
  granularity: ChartGranularity;
  period: PeriodPreset;
  from: DateTime | null;
  to: DateTime | null;
  dates: string[];
  series: { type: string; total: number; counts: number[] }[];
};

export type TimelineEntityClass = { name: string; slug: string };
/**
 * One event of a record's timeline. `acting_admin(_id)`: the admin who acted as `user` when it
 * happened, null otherwise (added later: always sent by the reference server, optional for other backends).
 */
export type TimelineEvent = {
  id: number;
  entity_class: string;
  entity_id: number;
  event: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  user: UserRef | null;
  acting_admin_id?: number | null;
  acting_admin?: UserRef | null;
  created_at: DateTime;
};
/** One record of a timeline entity class, as the entities list shows it. */
export type TimelineEntity = { id: number; label: string; secondary: string | null; created_at: DateTime };
/** One record with its current state: display fields (no secrets). */
export type TimelineEntityView = { entity_class: string; id: number; label: string; fields: Record<string, string | number | boolean | null> };

export type PaymentServiceOnboarding = { service: PortalServiceProvider; status: PaymentServiceStatus; stage: string | null };
export type OnboardingTransition = {
  id: number;
  from_stage: string | null;
  to_stage: string;
  fields: Record<string, string | number | boolean | null>;
  applied_at: DateTime | null;
  applied_by?: UserRef | null;
};

/** Accounts of a company per currency: how many, and their balances summed (admin company profile). */
export type CompanyAccountsSummary = { currency: string; currency_type: CurrencyKind; accounts: number; balance: Decimal; available_balance: Decimal };
/** A company as the admin screens read it: the Company entity plus its CRM id and employee count (list), and on the profile its accounts and payment services. */
export type AdminCompany = Company & {
  zoho_id: string | null;
  employees_count: number;
  accounts_summary?: CompanyAccountsSummary[];
  payment_services?: PaymentServiceOnboarding[];
};
/** A user of a company as the admin company profile lists it. */
export type Employee = User & { employee_business_role_id: number | null };

export type AdminTransactionColumns = { mode: AdminTransactionMode; columns: string[] };

/** Timestamp (ms) of the last completion per request name (client cache bookkeeping). */
export type RequestCompletionMap = Record<string, number>;
