import type { Kysely } from 'kysely';
import type { DictionaryCurrency, DictionaryOption } from '../../../contract/entities';
import {
  COMPANY_FEATURES,
  CRYPTO_CURRENCIES,
  CRYPTO_CURRENCY_NETWORKS,
  type CryptoCurrency,
  type CryptoNetwork,
  type DictionaryName,
  FIAT_CURRENCIES,
  PAYMENT_SERVICE_STATUS_COLORS,
  PAYMENT_SERVICE_STATUSES,
  PORTAL_SERVICE_PROVIDERS,
  ROLE_SLUGS,
} from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { currencyEnabled, readSettings } from '../../ledger/settings';
import { FREE_MARKET_SECTORS } from '../beneficiaries/freeMarket';
import { ISO_COUNTRIES } from '../externals/countries';
import * as lists from './referenceLists';

/** One entry of crypto_networks: a crypto currency and the networks it travels on. */
export type CryptoNetworkEntry = { id: CryptoCurrency; name: CryptoCurrency; networks: CryptoNetwork[] };
export type PaymentServiceStatusEntry = DictionaryOption & { color: string };
export type DictionaryEntry = DictionaryOption | DictionaryCurrency | CryptoNetworkEntry | PaymentServiceStatusEntry | (typeof FREE_MARKET_SECTORS)[number];

/** Display names that a plain humanised slug would get wrong. */
const SPECIAL_NAMES: Record<string, string> = {
  bcb: 'BCB', psp_portal: 'PSP portal', currency_cloud: 'Currency Cloud', satchelpay_eur: 'SatchelPay EUR', cfszipp_eur: 'CFSZipp EUR',
  cfszipp_gbp: 'CFSZipp GBP', equals_money: 'Equals Money', financial_house: 'Financial House', openpayd: 'OpenPayd',
  'super-admin': 'Super admin', 'manager-reader': 'Manager (read only)',
  ONBOARDING_START: 'Onboarding started', ONBOARDING_IN_PROGRESS: 'Onboarding in progress',
};

export const humanize = (slug: string): string => {
  const special = SPECIAL_NAMES[slug];
  if (special) return special;
  const words = slug.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const options = (values: readonly string[]): DictionaryOption[] => values.map((id) => ({ id, name: humanize(id) }));

/** Country names in English from the runtime's ICU data, sorted by name. */
const countries = (): DictionaryOption[] => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return [...ISO_COUNTRIES]
    .map((id) => ({ id, name: names.of(id) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

/** The entries of one dictionary; currencies read the enabled lists from the settings. */
export const buildDictionary = async (db: Kysely<Database>, name: DictionaryName): Promise<DictionaryEntry[]> => {
  switch (name) {
    case 'countries':
      return countries();
    case 'fiat_currencies':
    case 'crypto_currencies': {
      const settings = await readSettings(db);
      const kind = name === 'fiat_currencies' ? 'fiat' : 'crypto';
      const codes = kind === 'fiat' ? FIAT_CURRENCIES : CRYPTO_CURRENCIES;
      return codes.map((value) => ({ value, is_enabled: currencyEnabled(settings, value, kind) }));
    }
    case 'crypto_networks':
      return CRYPTO_CURRENCIES.map((c) => ({ id: c, name: c, networks: [...CRYPTO_CURRENCY_NETWORKS[c]] }));
    case 'portals':
    case 'company_payment_services':
      return options(PORTAL_SERVICE_PROVIDERS);
    case 'company_features':
      return options(COMPANY_FEATURES);
    case 'industries':
      // Company industries share the free-market ids (sector × 100 + n), so one list serves both.
      return FREE_MARKET_SECTORS.flatMap((s) => s.industries);
    case 'user_roles':
      return options(ROLE_SLUGS);
    case 'payment_service_statuses':
      return PAYMENT_SERVICE_STATUSES.map((id) => ({ id, name: humanize(id), color: PAYMENT_SERVICE_STATUS_COLORS[id] }));
    case 'free_market_sectors':
      return [...FREE_MARKET_SECTORS];
    case 'onboarding_stages':
      return [...lists.ONBOARDING_STAGES];
    case 'employee_business_roles':
      return [...lists.EMPLOYEE_BUSINESS_ROLES];
    case 'user_document_types':
      return [...lists.USER_DOCUMENT_TYPES];
    case 'company_corporation_types':
      return [...lists.COMPANY_CORPORATION_TYPES];
    case 'user_activity_types':
      return [...lists.USER_ACTIVITY_TYPES];
    case 'bcb_purpose_codes':
      return [...lists.BCB_PURPOSE_CODES];
    case 'free_market_payment_purpose':
      return [...lists.FREE_MARKET_PAYMENT_PURPOSES];
  }
};
