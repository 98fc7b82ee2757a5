import type { Insertable } from 'kysely';
import type { SettingsTable } from '../schema';
import type { FeePlansTable, WhiteLabelsTable } from '../schemaDomain';
import type { IdAllocator } from './batch';
import type { FeePlanDef } from './fees';

/** Platform settings (value = JSON text), fee plans and white labels of the demo. */

const ALL_FEATURES = ['affiliation', 'crypto', 'portals', 'psp_portal', 'create_accounts'];

export const DEMO_SETTINGS: Record<string, unknown> = {
  portal_fiat_currencies_enabled: ['EUR', 'USD', 'GBP'],
  portal_crypto_currencies_enabled: ['BTC', 'ETH', 'USDT', 'TRX'],
  fiat_transaction_amount_boundaries: { min: '1.00', max: '1000000.00' },
  // One range for every crypto currency, in units of the payment's currency: wide enough for TRX and USDT payments.
  crypto_transaction_amount_boundaries: { min: '0.0001', max: '250000' },
  company_initial_fiat_accounts: ['EUR'],
  company_initial_crypto_accounts: ['BTC'],
  allowed_features_individual: ['crypto', 'create_accounts'],
  allowed_features_company: ALL_FEATURES,
  initial_features_individual: ['create_accounts'],
  initial_features_company: ['create_accounts', 'portals'],
  autorecall_deposit_from_blacklisted_agent: false,
  compliance_auto_approve: { enabled: false, max_amount: '10000.00', max_age_days: 30 },
  show_transactions_from_log_date: '',
  auto_exchange_on_fiat_deposit: { enabled: false, target_currency: 'EUR' },
  crypto_exchange_fiat_crypto_enabled: true,
  crypto_exchange_crypto_fiat_enabled: true,
  crypto_convert_enabled: true,
  fiat_from_blocklist: [],
  fiat_to_blocklist: [],
};

export const settingRows = (at: string): Insertable<SettingsTable>[] =>
  Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: at }));

export const feePlanRows = (ids: IdAllocator, plans: readonly FeePlanDef[], at: string): Insertable<FeePlansTable>[] =>
  plans.map((p) => ({
    id: ids.next('fee_plans'),
    company_id: p.company_id,
    fee_type: p.fee_type,
    mode: p.mode,
    currency: p.currency,
    rules: JSON.stringify(p.rules),
    created_at: at,
    updated_at: at,
  }));

export const whiteLabelRows = (ids: IdAllocator, acmeId: number, at: string): Insertable<WhiteLabelsTable>[] => [
  {
    id: ids.next('white_labels'),
    company_id: null,
    name: 'Kontor',
    theme: 'kontor',
    primary_color: '#1f4e79',
    secondary_color: '#f2a900',
    background_url: null,
    favicon_url: null,
    logo_url: null,
    dark_logo_url: null,
    support_email: 'support@kontor.test',
    cache_set_at: at,
    created_at: at,
    updated_at: at,
  },
  {
    id: ids.next('white_labels'),
    company_id: acmeId,
    name: 'Acme Pay',
    theme: 'kontor',
    primary_color: '#c62828',
    secondary_color: '#263238',
    background_url: null,
    favicon_url: null,
    logo_url: null,
    dark_logo_url: null,
    support_email: 'support@acme-trading.test',
    cache_set_at: at,
    created_at: at,
    updated_at: at,
  },
];
