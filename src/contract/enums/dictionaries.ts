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
