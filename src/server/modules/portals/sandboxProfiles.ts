import type { PortalServiceProvider } from '../../../contract/enums';

/**
 * The sandbox's picture of each provider: its name, the prefix of its account ids and the currencies
 * it opens accounts in. One generic sandbox serves them all (docs/portal-services.md).
 */
export type SandboxProfile = { label: string; prefix: string; currencies: readonly string[] };

export const SANDBOX_PROFILES: Readonly<Record<PortalServiceProvider, SandboxProfile>> = {
  free_market: { label: 'Free Market', prefix: 'FM', currencies: ['EUR', 'USD'] },
  easy_payments: { label: 'Easy Payments', prefix: 'EP', currencies: ['EUR', 'GBP'] },
  bcb: { label: 'BCB', prefix: 'BCB', currencies: ['EUR', 'GBP', 'CHF'] },
  currency_cloud: { label: 'Currency Cloud', prefix: 'CC', currencies: ['EUR', 'GBP', 'USD'] },
  satchelpay_eur: { label: 'SatchelPay EUR', prefix: 'SP', currencies: ['EUR'] },
  cfszipp_eur: { label: 'CFSZipp EUR', prefix: 'CZE', currencies: ['EUR'] },
  cfszipp_gbp: { label: 'CFSZipp GBP', prefix: 'CZG', currencies: ['GBP'] },
  klarpay: { label: 'Klarpay', prefix: 'KP', currencies: ['EUR', 'CHF'] },
  equals_money: { label: 'Equals Money', prefix: 'EQ', currencies: ['GBP', 'EUR'] },
  nexpay: { label: 'Nexpay', prefix: 'NX', currencies: ['EUR'] },
  financial_house: { label: 'Financial House', prefix: 'FH', currencies: ['GBP', 'EUR'] },
  narvi: { label: 'Narvi', prefix: 'NV', currencies: ['EUR'] },
  openpayd: { label: 'OpenPayd', prefix: 'OP', currencies: ['EUR', 'GBP', 'USD'] },
  apaylo: { label: 'Apaylo', prefix: 'AP', currencies: ['USD', 'EUR'] },
};

/** The sandbox's account id: provider prefix, currency and the customer's number (deterministic). */
export const sandboxAccountRef = (service: PortalServiceProvider, currency: string, customerId: number): string =>
  `${SANDBOX_PROFILES[service].prefix}-${currency}-${String(customerId).padStart(8, '0')}`;
