/**
 * Enumerations of document 1 (section 3 "Enumerations" and the values scattered through the spec),
 * plus the few the project decided where the spec is silent (marked "project decision").
 * Each is an `as const` array with its union type.
 */
// The {psp} placeholders of the spec are written out with PSP_SEGMENT ('flexpsp', constants.ts).

// ---------------------------------------------------------------- roles

export const ROLE_SLUGS = ['super-admin', 'admin', 'manager', 'manager-reader'] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];
/** Both are treated as admin. */
export const ADMIN_ROLE_SLUGS = ['super-admin', 'admin'] as const satisfies readonly RoleSlug[];
/** manager has full access, manager-reader is read-only. */
export const MANAGER_ROLE_SLUGS = ['manager', 'manager-reader'] as const satisfies readonly RoleSlug[];
export type AdminRoleSlug = (typeof ADMIN_ROLE_SLUGS)[number];
export type ManagerRoleSlug = (typeof MANAGER_ROLE_SLUGS)[number];

// ---------------------------------------------------------------- currencies

export const CURRENCY_KINDS = ['fiat', 'crypto'] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'TRX'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

export const CRYPTO_NETWORKS = ['ethereum', 'bitcoin', 'tron'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** Networks available per crypto currency: USDT and ETH on ethereum, BTC on bitcoin, TRX on tron. */
export const CRYPTO_CURRENCY_NETWORKS = {
  BTC: ['bitcoin'],
  ETH: ['ethereum'],
  USDT: ['ethereum'],
  TRX: ['tron'],
} as const satisfies Record<CryptoCurrency, readonly CryptoNetwork[]>;

/** URI scheme of the deposit payment URI shown for an obtained wallet (`scheme:address?amount=`). */
export const CRYPTO_NETWORK_URI_SCHEMES = {
  bitcoin: 'bitcoin',
  ethereum: 'ethereum',
  tron: 'tron',
} as const satisfies Record<CryptoNetwork, string>;

/** Fiat currencies the product supports for accounts and payments. */
export const PRIMARY_FIAT_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
/** Every fiat currency allowed in the fiat_currencies dictionary (the primary three plus CHF, PLN, ILS). */
export const FIAT_CURRENCIES = [...PRIMARY_FIAT_CURRENCIES, 'CHF', 'PLN', 'ILS'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export const CURRENCIES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCryptoCurrency = (code: string): code is CryptoCurrency => (CRYPTO_CURRENCIES as readonly string[]).includes(code);
export const isFiatCurrency = (code: string): code is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(code);

/** Payment service of a bank account (free market or bcb); it decides which sector/purpose fields a withdrawal keeps. */
export const BANK_ACCOUNT_PAYMENT_SERVICES = ['free_market', 'bcb'] as const;
export type BankAccountPaymentService = (typeof BANK_ACCOUNT_PAYMENT_SERVICES)[number];

// ---------------------------------------------------------------- payments

/** Transmission protocols. On the wire `transmission_protocol_id` carries one of these names (project decision). */
export const TRANSMISSION_PROTOCOLS = ['SEPA', 'SWIFT', 'INTERNAL', 'CRYPTO', 'FPS_CHAPS', 'CRYPTO_EXCHANGE', 'PORTAL_TRANSFER'] as const;
export type TransmissionProtocol = (typeof TRANSMISSION_PROTOCOLS)[number];

/** Beneficiary legal type on a withdrawal (undefined: not known yet). */
export const CUSTOMER_LEGAL_TYPES = ['company', 'individual', 'undefined'] as const;
export type CustomerLegalType = (typeof CUSTOMER_LEGAL_TYPES)[number];

/** Legal type of a company (an individual customer is a one-person company). */
export const COMPANY_LEGAL_TYPES = ['individual', 'company'] as const;
export type CompanyLegalType = (typeof COMPANY_LEGAL_TYPES)[number];

/** Company service types; LIMITED_FEATURES_{psp} uses the fixed PSP segment. */
export const LIMITED_FEATURES_SERVICE_TYPE = 'LIMITED_FEATURES_FLEXPSP';
export const COMPANY_SERVICE_TYPES = ['REGULAR', LIMITED_FEATURES_SERVICE_TYPE, 'PORTAL_GATEWAY', 'FEE_REGULAR', 'FEE_CURRENCY_CLOUD', 'WHITE_LABEL'] as const;
export type CompanyServiceType = (typeof COMPANY_SERVICE_TYPES)[number];

export const COMPANY_FEATURES = ['affiliation', 'crypto', 'portals', 'psp_portal', 'create_accounts'] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];

/** Colours used by badges and statuses (MUI palette names). */
export const STATUS_COLORS = ['success', 'danger', 'warning', 'primary', 'secondary'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];

export const PAYMENT_SERVICE_STATUSES = ['ACTIVE', 'DISABLED', 'ONBOARDING_START', 'ONBOARDING_IN_PROGRESS'] as const;
export type PaymentServiceStatus = (typeof PAYMENT_SERVICE_STATUSES)[number];
export const PAYMENT_SERVICE_STATUS_COLORS = {
  ACTIVE: 'success',
  DISABLED: 'danger',
  ONBOARDING_START: 'warning',
  ONBOARDING_IN_PROGRESS: 'primary',
} as const satisfies Record<PaymentServiceStatus, StatusColor>;

export const FEE_MODES = ['every_transaction', 'based_on_amount'] as const;
export type FeeMode = (typeof FEE_MODES)[number];
export const FEE_TYPES = ['EXCHANGE', 'TRANSFER'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export const PERIOD_PRESETS = ['current_month', 'previous_month', 'current_year', 'total'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const CHART_GRANULARITIES = ['month', 'day', 'hour'] as const;
export type ChartGranularity = (typeof CHART_GRANULARITIES)[number];

// ---------------------------------------------------------------- compliance

export const COMPLIANCE_CATEGORIES = ['REGISTRATION', 'TRANSACTION', 'TRANSACTION_RECALL', 'AFFILIATE_TRANSFER', 'UNCATEGORIZED'] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];

/** Compliance subjects; also the {entity} of /manager/compliance-trackings/{entity}/{entity_id}. */
export const COMPLIANCE_SUBJECT_TYPES = ['transaction', 'user', 'lead', 'company'] as const;
export type ComplianceSubjectType = (typeof COMPLIANCE_SUBJECT_TYPES)[number];

export const COMPLIANCE_STEPS = ['files', 'form', 'video', 'final'] as const;
export type ComplianceStep = (typeof COMPLIANCE_STEPS)[number];

export const COMPLIANCE_STATUSES = ['draft', 'open', 'verified', 'submitted', 'declined', 'not_found'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** The {service} of /profile/compliance-trackings/{service}/{id} (route order). */
export const COMPLIANCE_ROUTE_SERVICES = ['files', 'video', 'form', 'final'] as const;
export type ComplianceRouteService = (typeof COMPLIANCE_ROUTE_SERVICES)[number];

// ---------------------------------------------------------------- imports, reports, archives

export const IMPORT_STATUSES = ['QUEUE', 'PROCESSING', 'ERROR', 'DONE'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Reports and KYC file archives are background jobs too and share the import job statuses (project decision). */
export const JOB_STATUSES = IMPORT_STATUSES;
export type JobStatus = ImportStatus;

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

// ---------------------------------------------------------------- transactions

/**
 * Transaction types: the spec list plus 'deposit' (project decision), used for incoming funds
 * and admin top-ups (credit), which the spec list does not name.
 */
export const TRANSACTION_TYPES = [
  'withdrawal', 'crypto', 'import', 'transfer', 'exchange', 'convert', 'card', 'buy_crypto', 'withdraw_crypto', 'receive_crypto',
  'deposit',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Transaction statuses (not in the spec; project decision).
 * denied = by the manager, rejected = by an admin.
 */
export const TRANSACTION_STATUSES = ['pending', 'admin_action_require', 'approved', 'denied', 'rejected', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_LABELS = {
  pending: 'Pending',
  admin_action_require: 'Awaiting Approval',
  approved: 'Completed',
  denied: 'Denied',
  rejected: 'Rejected',
  failed: 'Failed',
} as const satisfies Record<TransactionStatus, string>;

/** The {kind} of manager/transactions/{kind} and manager/grand-total/{kind}. */
export const TRANSACTION_CREATE_KINDS = ['card', 'crypto', 'iban', 'transfer', 'convert'] as const;
export type TransactionCreateKind = (typeof TRANSACTION_CREATE_KINDS)[number];

/** Payment form action modes (route param {action}, query act). */
export const FORM_ACTION_MODES = ['create', 'repeat', 'return'] as const;
export type FormActionMode = (typeof FORM_ACTION_MODES)[number];

/** Payment forms of /manager/payments/{form}/{action}. */
export const PAYMENT_FORMS = ['withdrawal', 'transfer', 'exchange', 'convert'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];

/** Operation kinds of the transfer map. */
export const TRANSFER_MAP_KINDS = ['transfer', 'exchange'] as const;
export type TransferMapKind = (typeof TRANSFER_MAP_KINDS)[number];

/** Withdrawal transfer services, in the order they are offered for an IBAN-shaped value. */
export const TRANSFER_SERVICES = ['sepa', 'fps_chaps', 'swift', 'israel', 'portal'] as const;
export type TransferService = (typeof TRANSFER_SERVICES)[number];
/** Exact labels of the spec; 'portal' has none in the spec (project decision: "Portal"). */
export const TRANSFER_SERVICE_LABELS = {
  sepa: 'Sepa (EU , EEA)',
  fps_chaps: 'GBP - FPS/CHAPS (UK)',
  swift: 'Swift (rest of the world)',
  israel: 'Israel (Local Payments)',
  portal: 'Portal',
} as const satisfies Record<TransferService, string>;
/** Services offered for a non-IBAN account value. */
export const NON_IBAN_TRANSFER_SERVICES = ['swift', 'israel'] as const satisfies readonly TransferService[];
/** Transmission protocol that follows each transfer service (sepa → SEPA, portal → PORTAL_TRANSFER, fps_chaps → FPS_CHAPS, otherwise SWIFT). */
export const TRANSFER_SERVICE_PROTOCOLS = {
  sepa: 'SEPA',
  fps_chaps: 'FPS_CHAPS',
  swift: 'SWIFT',
  israel: 'SWIFT',
  portal: 'PORTAL_TRANSFER',
} as const satisfies Record<TransferService, TransmissionProtocol>;

/** Which side of a crypto exchange the user typed last. */
export const LAST_SIDES = ['buy', 'sell'] as const;
export type LastSide = (typeof LAST_SIDES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

// ---------------------------------------------------------------- portals and notifications

export const PORTAL_SERVICE_PROVIDERS = [
  'free_market', 'easy_payments', 'bcb', 'currency_cloud', 'satchelpay_eur', 'cfszipp_eur', 'cfszipp_gbp',
  'klarpay', 'equals_money', 'nexpay', 'financial_house', 'narvi', 'openpayd', 'apaylo',
] as const;
export type PortalServiceProvider = (typeof PORTAL_SERVICE_PROVIDERS)[number];

export const NOTIFICATION_TYPES = [
  'bank_account.negative_balance',
  'transaction.source_of_funds_missing',
  'transaction.funds_for_affiliate_owner',
  'compliance_tracking.documents_rejected',
  'compliance_tracking.documents_missing',
  'report.generated',
  'transaction.flexpsp_create_withdraw',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// ---------------------------------------------------------------- list modes

export const ADMIN_TRANSACTION_MODES = ['pending_transactions', 'approved_transactions', 'admin_action_require_transactions'] as const;
export type AdminTransactionMode = (typeof ADMIN_TRANSACTION_MODES)[number];
export const ADMIN_TRANSACTION_MODE_TITLES = {
  pending_transactions: 'Pending Transactions',
  approved_transactions: 'Approved Transactions',
  admin_action_require_transactions: 'External Payment Approval',
} as const satisfies Record<AdminTransactionMode, string>;

export const MANAGER_TRANSACTION_MODES = ['pending_transactions', 'approved_transactions'] as const;
export type ManagerTransactionMode = (typeof MANAGER_TRANSACTION_MODES)[number];
export const MANAGER_TRANSACTION_MODE_TITLES = {
  pending_transactions: 'Pending Transactions',
  approved_transactions: 'Approved Transactions',
} as const satisfies Record<ManagerTransactionMode, string>;

/** Statuses each list mode shows (project decision, follows TRANSACTION_STATUSES). */
export const TRANSACTION_MODE_STATUSES = {
  pending_transactions: ['pending', 'admin_action_require'],
  approved_transactions: ['approved'],
  admin_action_require_transactions: ['admin_action_require'],
} as const satisfies Record<AdminTransactionMode, readonly TransactionStatus[]>;

// ---------------------------------------------------------------- admin

export const SYSTEM_SUBPAGES = ['rabbitmq', 'cpu', 'hdd', 'crm_queue_upsert', 'crm_queue_tags'] as const;
export type SystemSubpage = (typeof SYSTEM_SUBPAGES)[number];

export const NODE_TYPES = ['ROOT', 'SUB', 'MIXED'] as const;
export type NodeType = (typeof NODE_TYPES)[number];
/** This build is the root node. */
export const NODE_TYPE: NodeType = 'ROOT';

/** Authentication checkpoint status, toggled by an admin (project decision). */
export const AUTH_CHECKPOINT_STATUSES = ['allowed', 'blocked'] as const;
export type AuthCheckpointStatus = (typeof AUTH_CHECKPOINT_STATUSES)[number];

/** Result of a bank account integrity check (balance equals the sum of postings). */
export const INTEGRITY_CHECK_STATUSES = ['passed', 'failed'] as const;
export type IntegrityCheckStatus = (typeof INTEGRITY_CHECK_STATUSES)[number];

// ---------------------------------------------------------------- support

/** Ticket statuses (project decision). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

// ---------------------------------------------------------------- white label

/** Image columns of the white label record (uploaded with column + image). */
export const WHITE_LABEL_IMAGE_COLUMNS = ['background_url', 'favicon_url', 'logo_url', 'dark_logo_url'] as const;
export type WhiteLabelImageColumn = (typeof WHITE_LABEL_IMAGE_COLUMNS)[number];
/** White label document types: branded documents the company produces (project decision). */
export const WHITE_LABEL_DOCUMENT_TYPES = ['reference_letter', 'wire_confirmation', 'report'] as const;
export type WhiteLabelDocumentType = (typeof WHITE_LABEL_DOCUMENT_TYPES)[number];
/** Image columns of a white label document (project decision). */
export const WHITE_LABEL_DOCUMENT_COLUMNS = ['header_image_url', 'footer_image_url', 'signature_image_url', 'stamp_image_url'] as const;
export type WhiteLabelDocumentColumn = (typeof WHITE_LABEL_DOCUMENT_COLUMNS)[number];

// ---------------------------------------------------------------- look and language

/** Brand themes: the first is the default with full features; the second has a reduced feature set. */
export const THEMES = ['kontor', 'assets', 'meridian', 'harbor'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'kontor';
/** The reduced theme: labels Accounts as Assets, hides transfer, exchange and import, shows Convert Currencies and Reports. */
export const REDUCED_THEME: Theme = 'assets';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'dark';

export const LANGUAGES = ['en', 'es', 'de', 'ja', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const TABLE_PREFERENCE_NAMES = [
  'approved_transactions', 'pending_transactions', 'admin_action_require_transactions', 'imports', 'reports', 'archives',
] as const;
export type TablePreferenceName = (typeof TABLE_PREFERENCE_NAMES)[number];
/** Columns every table keeps whatever the preferences say. */
export const ALWAYS_KEPT_COLUMNS = ['id', 'actions'] as const;

// ---------------------------------------------------------------- badges

/**
 * Badge colour rules (document 1, section 4): "COMPLETED success, null secondary.
 * SUCCESS success, null primary, anything else danger." The spec gives "anything else" only for the
 * second rule; the project applies danger to any other value for both.
 */
export const BADGE_COLOR_RULES = {
  completed: { match: 'COMPLETED', matchColor: 'success', nullColor: 'secondary', otherColor: 'danger' },
  success: { match: 'SUCCESS', matchColor: 'success', nullColor: 'primary', otherColor: 'danger' },
} as const satisfies Record<string, { match: string; matchColor: StatusColor; nullColor: StatusColor; otherColor: StatusColor }>;
export type BadgeRule = keyof typeof BADGE_COLOR_RULES;

export const badgeColor = (rule: BadgeRule, value: string | null | undefined): StatusColor => {
  const r = BADGE_COLOR_RULES[rule];
  if (value === null || value === undefined) return r.nullColor;
  return value === r.match ? r.matchColor : r.otherColor;
};

// ---------------------------------------------------------------- settings

/** Settings keys (project decision on the exact names of the spec's settings). */
export const SETTINGS_KEYS = [
  'portal_fiat_currencies_enabled',
  'portal_crypto_currencies_enabled',
  'fiat_transaction_amount_boundaries',
  'crypto_transaction_amount_boundaries',
  'company_initial_fiat_accounts',
  'company_initial_crypto_accounts',
  'allowed_features_individual',
  'allowed_features_company',
  'initial_features_individual',
  'initial_features_company',
  'autorecall_deposit_from_blacklisted_agent',
  'compliance_auto_approve',
  'show_transactions_from_log_date',
  'auto_exchange_on_fiat_deposit',
  'crypto_exchange_fiat_crypto_enabled',
  'crypto_exchange_crypto_fiat_enabled',
  'crypto_convert_enabled',
  'fiat_from_blocklist',
  'fiat_to_blocklist',
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** Amount boundaries as decimal strings. */
export type AmountBoundaries = { min: string; max: string };

/** The shape of each setting's value. */
export type SettingsValues = {
  portal_fiat_currencies_enabled: string[];
  portal_crypto_currencies_enabled: string[];
  fiat_transaction_amount_boundaries: AmountBoundaries;
  crypto_transaction_amount_boundaries: AmountBoundaries;
  company_initial_fiat_accounts: string[];
  company_initial_crypto_accounts: string[];
  allowed_features_individual: CompanyFeature[];
  allowed_features_company: CompanyFeature[];
  initial_features_individual: CompanyFeature[];
  initial_features_company: CompanyFeature[];
  autorecall_deposit_from_blacklisted_agent: boolean;
  compliance_auto_approve: { enabled: boolean; max_amount: string; max_age_days: number };
  /** A YYYY-MM-DD date, or '' for no limit. */
  show_transactions_from_log_date: string;
  auto_exchange_on_fiat_deposit: { enabled: boolean; target_currency: string };
  crypto_exchange_fiat_crypto_enabled: boolean;
  crypto_exchange_crypto_fiat_enabled: boolean;
  crypto_convert_enabled: boolean;
  /** Currency codes that may not be the source of a fiat payment. */
  fiat_from_blocklist: string[];
  /** Currency codes that may not be the target of a fiat payment. */
  fiat_to_blocklist: string[];
};

/** "Settings are flattened by a fixed set of known keys, and missing keys are empty": the empty value of each key. */
export const EMPTY_SETTINGS: SettingsValues = {
  portal_fiat_currencies_enabled: [],
  portal_crypto_currencies_enabled: [],
  fiat_transaction_amount_boundaries: { min: '', max: '' },
  crypto_transaction_amount_boundaries: { min: '', max: '' },
  company_initial_fiat_accounts: [],
  company_initial_crypto_accounts: [],
  allowed_features_individual: [],
  allowed_features_company: [],
  initial_features_individual: [],
  initial_features_company: [],
  autorecall_deposit_from_blacklisted_agent: false,
  compliance_auto_approve: { enabled: false, max_amount: '', max_age_days: 0 },
  show_transactions_from_log_date: '',
  auto_exchange_on_fiat_deposit: { enabled: false, target_currency: '' },
  crypto_exchange_fiat_crypto_enabled: false,
  crypto_exchange_crypto_fiat_enabled: false,
  crypto_convert_enabled: false,
  fiat_from_blocklist: [],
  fiat_to_blocklist: [],
};

// ---------------------------------------------------------------- dictionaries

export const DICTIONARY_NAMES = [
  'countries',
  'fiat_currencies',
  'crypto_currencies',
  'portals',
  'crypto_networks',
  'company_features',
  'industries',
  'onboarding_stages',
  'employee_business_roles',
  'user_document_types',
  'user_roles',
  'company_corporation_types',
  'company_payment_services',
  'payment_service_statuses',
  'user_activity_types',
  'bcb_purpose_codes',
  'free_market_sectors',
  'free_market_payment_purpose',
] as const;
export type DictionaryName = (typeof DICTIONARY_NAMES)[number];

// ---------------------------------------------------------------- realtime

/** Events on the private company channel (names are a project decision; the spec lists what happens). */
export const COMPANY_CHANNEL_EVENTS = [
  'import.created', 'import.updated',
  'compliance.created', 'compliance.updated',
  'kyc_file.created', 'kyc_file.updated',
  'company.updated',
  'account.created', 'account.updated',
  'user.updated',
  'notification.created',
  // Not in the spec: the reports list follows its rows' status live (project decision).
  'report.updated',
] as const;
export type CompanyChannelEvent = (typeof COMPANY_CHANNEL_EVENTS)[number];
/** Private company channel name for a company id. */
export const companyChannel = (companyId: number): string => `private-company.${companyId}`;
/** Public announce channel and its event (carries otp and identifier). */
export const ANNOUNCE_CHANNEL = 'announce';
export const ANNOUNCE_AUTH_CODE_EVENT = 'auth_code';
