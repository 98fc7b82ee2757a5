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
