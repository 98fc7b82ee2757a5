import type { CompanyFeature } from './payments';

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
  'two_factor_required',
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
  /** Every user needs a second factor: one without is led to set it up before anything else (issue 42). */
  two_factor_required: boolean;
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
  two_factor_required: false,
};
