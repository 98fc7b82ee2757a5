/**
 * Wire shapes of the entities of document 1, section 3 (and document 2, section 3).
 * Money and rates are decimal strings; ids are numbers; dates are ISO 8601 strings
 * (YYYY-MM-DD for date-only fields). Payload types are derived from the zod schemas of the call table.
 */
import type { z } from 'zod';
import type { Item, Paginated } from './http';
import type { SourceOfFundsId } from './constants';
import type {
  AdminTransactionMode,
  AuthCheckpointStatus,
  BankAccountPaymentService,
  ChartGranularity,
  CompanyFeature,
  CompanyLegalType,
  CompanyServiceType,
  ComplianceCategory,
  ComplianceStatus,
  ComplianceStep,
  ComplianceSubjectType,
  CryptoCurrency,
  CryptoNetwork,
  Currency,
  CurrencyKind,
  DictionaryName,
  FeeMode,
  FeeType,
  ImportStatus,
  IntegrityCheckStatus,
  JobStatus,
  LastSide,
  NotificationType,
  PaymentServiceStatus,
  PeriodPreset,
  PortalServiceProvider,
  ReportFormat,
  RoleSlug,
  SettingsKey,
  SettingsValues,
  SystemSubpage,
  TablePreferenceName,
  TicketPriority,
  TicketStatus,
  TransactionStatus,
  TransactionType,
  TransferMapKind,
  TransferService,
  TransmissionProtocol,
  WhiteLabelDocumentType,
} from './enums';
import type {
  beneficiaryBody,
  cardBody,
  convertBody,
  cryptoExchangeBody,
  cryptoKindBody,
  cryptoReceiveBody,
  cryptoWithdrawBody,
  grandTotalBody,
  importBody,
  transferBody,
  walletCreateBody,
  WithdrawalPayeeField,
  withdrawalBody,
} from './calls/forms';
import type { approvedTransactionsReportBody, productBody, ticketCreateBody, whiteLabelBody } from './calls/payloads';

/** A decimal number as a string ("100.00", "0.00100000"). */
export type Decimal = string;
/** ISO 8601 date-time. */
export type DateTime = string;
/** YYYY-MM-DD. */
export type DateOnly = string;

// ---------------------------------------------------------------- auth and users

export type AuthToken = {
  access_token: string;
  /** Seconds until expiry. */
  expires_in: number;
  /** Unix time (seconds) of expiry. */
  expires_at: number;
  /** Expiry as ISO 8601. */
  expires_date: string;
  token_type: 'Bearer';
};

export type LoginResult = { token: AuthToken; user: User; redirect_url?: string };

/** Per portal service: whether the company is attached to it and allowed to use it. */
export type PortalServiceState = { is_attached: boolean; is_allowed: boolean };
export type PortalServicesMap = Partial<Record<PortalServiceProvider, PortalServiceState>>;

export type CompanyRef = { id: number; name: string };

export type Company = {
  id: number;
  name: string;
  enabled: boolean;
  /** Feature → on; a missing feature is off. */
  enabled_features: Partial<Record<CompanyFeature, boolean>>;
  psp_portal_attached: boolean;
  white_label_enabled: boolean;
  legal_type: CompanyLegalType;
  company_types: CompanyServiceType[];
  affiliate_owner_company: CompanyRef | null;
  portal_services: PortalServicesMap;
  payment_service_status: PaymentServiceStatus;
  country?: string | null;
  /** Set on a white-labeled child company. */
  white_label_owner_company?: CompanyRef | null;
  created_at?: DateTime;
};

export type User = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  phone?: string | null;
  livechat_token: string | null;
  roles: { slug: RoleSlug }[];
  company: Company | null;
  portal_services: PortalServicesMap;
  two_factor_auth: { google: boolean };
  is_compliance_trackings_required: boolean;
  is_compliance_trackings_preparing: boolean;
  user_lead_id: number | null;
  affiliates: { count: number };
  enabled?: boolean;
  created_at?: DateTime;
};

export type UserRef = { id: number; first_name: string; last_name: string; email: string };

export type LiveChatGuest = { token: string; name: string; email: string; company_id: number | null; user_id: number };

// ---------------------------------------------------------------- accounts

/** value: the currency code; sub_unit: decimals of the currency (2 for fiat, up to 8 for crypto). */
export type CurrencyUnit = { value: Currency; sub_unit: number; currency_type: CurrencyKind };

export type PspPortalAccount = { account_type: string; account_fields: { active: boolean } };
export type TemporaryIban = { iban: string; expires_at: DateTime | null };

export type BankAccount = {
  id: number;
  company_id: number;
  name: string;
  currency: Currency;
  currency_unit: CurrencyUnit;
  iban: string | null;
  account_number: string | null;
  bank_swift?: string | null;
  payment_service: BankAccountPaymentService | null;
  balance: Decimal;
  available_balance: Decimal;
  transmission_protocols_disabled: TransmissionProtocol[];
  /** The default account. */
  selected: boolean;
  temporary_ibans: TemporaryIban[];
  portal_service_active: boolean;
  psp_portal_accounts: PspPortalAccount[];
  created_at: DateTime;
};

export type BankAccountRef = { id: number; name: string; currency: Currency; iban: string | null };

/** Per operation kind, the allowed destination account ids of each source account id (keys are ids as strings). */
export type TransferMap = Record<TransferMapKind, Record<string, number[]>>;

export type Wallet = { id: number; name: string; currency: CryptoCurrency; network: CryptoNetwork; wallet: string; created_at: DateTime };

/** Wallet obtained for a crypto receive: the payment URI is `{scheme}:{address}?amount={amount}`. */
export type DepositWallet = {
  address: string;
  currency: CryptoCurrency;
  network: CryptoNetwork;
  amount: Decimal;
  payment_uri: string;
  expires_at: DateTime | null;
};

/** sell and buy are currency codes; rate: how much buy one unit of sell gives. */
export type ExchangeRate = { rate: Decimal; sell: Currency; buy: Currency; updated_at?: DateTime };

/** Client-side state of one sell/buy pair of the rates store. */
export type RatesPairState = {
  rate: ExchangeRate | null;
  timer: number;
  interval: ReturnType<typeof setInterval> | null;
  timerValue: number;
  loading: boolean;
  exchange: ExchangeRate | null;
  pausedUntil?: number | null;
};

export type Fee = { id: number; type: FeeType; mode: FeeMode; currency: Currency; amount: Decimal; percent: Decimal; min: Decimal | null; max: Decimal | null };

// ---------------------------------------------------------------- transactions

export type Transaction = {
  id: number;
  /** Record name used in messages ("Transaction {record name} updated successfully!"). */
  name: string;
  type_id: TransactionType;
  status: TransactionStatus;
  readable_status: string;
  bank_account_id: number;
  from_account_id: number | null;
  to_account_id: number | null;
  /** Pending lists show the accounts themselves. */
  bank_account?: BankAccountRef | null;
  from_account?: BankAccountRef | null;
  to_account?: BankAccountRef | null;
  company_id: number;
  currency: Currency;
  remitter_name: string | null;
  beneficiary_name: string | null;
  amount: Decimal;
  fee_amount: Decimal;
  /** Balance of the account after the transaction (approved transactions). */
  balance: Decimal | null;
  source_reference: string | null;
  fee_description: string | null;
  /** Id of the transaction this fee belongs to (fee lines). */
  fee_related_transaction: number | null;
  ref_message: string | null;
  transmission_protocol_id: TransmissionProtocol | null;
  transfer_service: TransferService | null;
  /** Source of funds (1 Business, 2 Customer), when set. */
  source_id: SourceOfFundsId | null;
  /** Admin lists: the portal service of an external payment. */
  external_service_type_id?: PortalServiceProvider | null;
  /** Date of the ledger entry (approved lists). */
  log_created_at: DateTime | null;
  created_at: DateTime;
  updated_at?: DateTime;
  /** Manager transaction detail of a withdrawal: the payee and routing it was sent with (for repeat). */
  payee?: WithdrawalPayee | null;
};

/** The payee and routing values of a sent withdrawal (the fields of WITHDRAWAL_PAYEE_FIELDS it had). */
export type WithdrawalPayee = Partial<Pick<z.output<typeof withdrawalBody>, WithdrawalPayeeField>>;

export type TransactionHistoryEntry = { id: number; status: TransactionStatus; readable_status: string; user: UserRef | null; comment: string | null; created_at: DateTime };

export type TransactionsMetadata = { total: number; amount_by_currency: Partial<Record<Currency, Decimal>>; fee_by_currency: Partial<Record<Currency, Decimal>> };

export type GrandTotal = {
  transaction_amount: Decimal;
  fee_amount: Decimal;
  exchange_fee_amount: Decimal;
  total_amount: Decimal;
  available_balance: Decimal;
  next_available_balance: Decimal;
  is_enough_balance: boolean;
  currency_unit: CurrencyUnit;
};

/** Payload types of the forms (z.input of the call table's schemas). */
export type WithdrawalForm = z.input<typeof withdrawalBody>;
export type TransferForm = z.input<typeof transferBody>;
/** Exchange uses the transfer form between accounts of different currencies. */
export type ExchangeForm = TransferForm;
export type ConvertForm = z.input<typeof convertBody>;
export type CardForm = z.input<typeof cardBody>;
export type CryptoKindForm = z.input<typeof cryptoKindBody>;
export type CryptoBuyForm = z.input<typeof cryptoExchangeBody>;
export type CryptoSellForm = z.input<typeof cryptoExchangeBody>;
export type CryptoReceiveForm = z.input<typeof cryptoReceiveBody>;
export type CryptoWithdrawalForm = z.input<typeof cryptoWithdrawBody>;
export type GrandTotalRequest = z.input<typeof grandTotalBody>;
export type WalletCreateForm = z.input<typeof walletCreateBody>;
export type BeneficiaryForm = z.input<typeof beneficiaryBody>;
/** Import form: the multipart fields plus the xlsx file. */
export type ImportForm = z.input<typeof importBody> & { file: Blob };
export type ApprovedTransactionsReportForm = z.input<typeof approvedTransactionsReportBody>;
export type TicketForm = z.input<typeof ticketCreateBody> & { attachments?: Blob[] };
export type WhiteLabelForm = z.input<typeof whiteLabelBody>;
export type ProductForm = z.input<typeof productBody>;

export type Beneficiary = {
  id: number;
  iban: string | null;
  legal_type: 'company' | 'individual';
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string;
  city: string | null;
  street: string | null;
  building_number: string | null;
  building_name: string | null;
  zip_code: string | null;
  sort_code: string | null;
  free_market_sector_id: number | null;
  free_market_industry_id: number | null;
  bank_account: string | null;
  bank_swift: string | null;
  bank_name: string | null;
  bank_country: string | null;
  bank_city: string | null;
  bank_address: string | null;
  created_at: DateTime;
};

// ---------------------------------------------------------------- imports, reports, archives

/** Import errors keyed by "sheet.row.column" (an Amount error marks every amount cell). */
export type ImportErrors = Record<string, string[]>;

export type ImportPreview = { transactionsAmount: Decimal; transactionsCount: number; transactionsAmountWithFee: Decimal };

export type ImportJob = { id: number; status: ImportStatus };

export type ImportRecord = {
  id: number;
  bank_account: BankAccountRef;
  user: UserRef | null;
  success_transactions_count: number;
  success_transactions_amount: Decimal;
  success_transactions_amount_with_fee: Decimal;
  failed_transactions_count: number;
  failed_transactions_amount: Decimal;
  created_at: DateTime;
  status: ImportStatus;
  file_name: string;
  errors: ImportErrors | null;
  actions: { has_errors: boolean };
};

export type Report = {
  id: number;
  name: string;
  bank_account: BankAccountRef;
  date_from: DateOnly | null;
  date_to: DateOnly | null;
  report_period: PeriodPreset | null;
  status: JobStatus;
  format: ReportFormat;
  created_at: DateTime;
  actions: { is_downloadable: boolean };
};

/** KYC file archive. */
export type Archive = {
  id: number;
  date_from: DateOnly;
  date_to: DateOnly;
  filename: string | null;
  status: JobStatus;
  created_at: DateTime;
  actions: { is_downloadable: boolean };
};

export type TablePreferences = { columns: string[]; per_page: number };
export type TablePreferencesMap = Partial<Record<TablePreferenceName, TablePreferences>>;

// ---------------------------------------------------------------- notifications, tickets, compliance

export type Notification = {
  id: number;
  title: string;
  message: string;
  type: NotificationType;
  notificationable: {
    id: number;
    service: string | null;
    compliable_type: ComplianceSubjectType | null;
    compliable_id: number | null;
    filename: string | null;
    actions: { is_downloadable: boolean };
  } | null;
  read_at?: DateTime | null;
  created_at: DateTime;
};

export type TicketAttachment = { id: number; ticket_id: number; thread_id: number | null; filename: string; mime_type: string; size: number; created_at: DateTime };
export type TicketThread = { id: number; message: string; author: UserRef | null; is_staff: boolean; attachments: TicketAttachment[]; created_at: DateTime };
/** A ticket as lists show it (no threads or attachments, their counts instead). */
export type TicketSummary = {
  id: number;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  user: UserRef | null;
  threads_count: number;
  attachments_count: number;
  last_message_at: DateTime;
  closed_at: DateTime | null;
  created_at: DateTime;
  updated_at: DateTime;
};
export type Ticket = TicketSummary & {
  /** The company's transactions the ticket is about. */
  transaction_ids: number[];
  attachments: TicketAttachment[];
  threads: TicketThread[];
};

export type ComplianceFile = { id: number; key: string; name: string; status: ComplianceStatus; filename: string | null; is_signature_required: boolean };
export type ComplianceTracking = {
  id: number;
  category: ComplianceCategory;
  status: ComplianceStatus;
  step: ComplianceStep;
  compliable_type: ComplianceSubjectType;
  compliable_id: number;
  company_id: number | null;
  files: ComplianceFile[];
  comment: string | null;
  created_at: DateTime;
  updated_at: DateTime;
};
export type ComplianceCounts = Partial<Record<ComplianceStatus, number>> & { total: number };

export type KycFile = {
  id: number;
  compliance_tracking_id: number;
  key: string;
  filename: string;
  mime_type: string;
  size: number;
  status: ComplianceStatus;
  created_at: DateTime;
};

// ---------------------------------------------------------------- white label, settings, statistics

export type WhiteLabel = {
  name: string;
  background_url: string | null;
  primary_color: string;
  secondary_color: string;
  favicon_url: string | null;
  logo_url: string | null;
  dark_logo_url: string | null;
  support_email: string;
  /** When the branding was cached (the portal refreshes it after the cache lifetime). */
  cache_set_at: DateTime | null;
};

export type WhiteLabelDocument = {
  id: number;
  document_type: WhiteLabelDocumentType;
  header_text: string | null;
  footer_text: string | null;
  header_image_url: string | null;
  footer_image_url: string | null;
  signature_image_url: string | null;
  stamp_image_url: string | null;
  enabled: boolean;
  updated_at: DateTime;
};

export type Setting<K extends SettingsKey = SettingsKey> = { key: K; value: SettingsValues[K] };
/** The settings call answer: flattened by key, missing keys empty (EMPTY_SETTINGS). */
export type SettingsMap = SettingsValues;
/** A typed settings upsert. */
export type SettingsUpsert = { [K in SettingsKey]: { key: K; value: SettingsValues[K] } }[SettingsKey];

export type StatCounts = { all: number; waiting: number; approved: number; denied: number };
export type PeriodStats = Record<PeriodPreset, StatCounts>;
export type CompanyStatistics = { transactions: PeriodStats; compliances: PeriodStats };

/** total and recent are counts; deposit, withdraw and fee are amounts in the default fiat currency (EUR). */
export type AdminTransactionStatistics = { total: number; recent: number; deposit: Decimal; withdraw: Decimal; fee: Decimal };
export type AdminUserStatistics = { total: number; new: number; active: number };

export type VolumePoint = { date: string; amount: Decimal; count: number };
export type TransactionVolume = { granularity: ChartGranularity; currency: Currency; points: VolumePoint[] };
export type AccountsTransactionVolume = { granularity: ChartGranularity; accounts: { bank_account: BankAccountRef; points: VolumePoint[] }[] };

export type SystemOverview = {
  cpu: { load_averages: [number, number, number]; cores: number; dateTime: DateTime };
  hdd: { total: number; free: number; dateTime: DateTime };
  queues: { name: string; size: number; dateTime: DateTime }[];
};
/**
 * Values of one system subpage over time. `broker` names the job broker on the rabbitmq subpage
 * ('built-in': the reference server's own jobs table stands in for RabbitMQ).
 */
export type SystemSubpageData = { subpage: SystemSubpage; broker?: string; points: ({ dateTime: DateTime } & Record<string, number | string>)[] };

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

export type AuthCheckpoint = {
  id: number;
  user: UserRef | null;
  ip: string | null;
  browser_id: string | null;
  user_agent: string | null;
  status: AuthCheckpointStatus;
  last_seen_at: DateTime | null;
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
export type TimelineEvent = { id: number; entity_class: string; entity_id: number; event: string; changes: Record<string, { old: unknown; new: unknown }>; user: UserRef | null; created_at: DateTime };

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

// ---------------------------------------------------------------- dictionaries

export type DictionarySummary = { urls: Partial<Record<DictionaryName, string>>; files: Partial<Record<DictionaryName, string>> };
export type DictionaryCurrency = { value: Currency; is_enabled: boolean };
export type DictionaryOption = { id: number | string; name: string };
export type FreeMarketSector = { id: number; name: string; industries: DictionaryOption[] };
export type CryptoNetworksDictionary = Partial<Record<CryptoCurrency, CryptoNetwork[]>>;

export * from './responses';
