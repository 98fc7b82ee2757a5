/**
 * Which implementation serves each outside party (docs/operations.md, "Outside parties"): the built-in
 * sandbox, or the real adapter, chosen by a setting beside it. The sandboxes exist so that every path can
 * be tried here; NODE_ENV=production refuses to start with any of them unless KONTOR_SANDBOX=1
 * (adapters/productionGuard.ts).
 */

/** A real adapter's address and credential: Kontor's JSON protocol over HTTPS (docs/operations.md). */
export type HttpEndpoint = { url: string; token: string | null };

export type EndpointChoice = { kind: 'sandbox' } | ({ kind: 'http' } & HttpEndpoint);

/** Where a rates feed's prices come from, and how its answer reads. */
export type FeedSource = {
  url: string;
  /** ecb: the ECB's daily reference rates (XML, units per euro); kraken: Kraken's public ticker; json: {time, rates: {CUR: units per euro}}. */
  format: 'ecb' | 'kraken' | 'json';
  /** kraken: the ticker's pair for each currency (BTC=XXBTZEUR). */
  pairs: Record<string, string>;
  /** A price older than this (by the source's own time, else the time it was fetched) is refused. */
  maxAgeSeconds: number;
};

export type RatesChoice =
  | { kind: 'simulated'; seed: number | null }
  | { kind: 'feed'; fiat: FeedSource | null; crypto: FeedSource | null; refreshSeconds: number; quoteTtlSeconds: number };

export type AdapterConfig = {
  rates: RatesChoice;
  paymentNetwork: EndpointChoice;
  kyc: EndpointChoice;
  psp: EndpointChoice;
  portals: EndpointChoice;
  /** How long a call to the payment network or the KYC provider may take (KONTOR_ADAPTER_TIMEOUT_MS). */
  timeoutMs: number;
};

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** An adapter's address: https, or plain http to this machine only (a bridge beside the server). */
export const adapterUrl = (value: string | undefined, name: string): string => {
  if (!value?.trim()) throw new Error(`${name} must be set to the adapter's address`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} is not an address: ${value}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) throw new Error(`${name} must be an https address (plain http only to this machine)`);
  return url.toString().replace(/\/$/, '');
};

const choice = (env: NodeJS.ProcessEnv, setting: string, prefix: string, realName = 'http'): EndpointChoice => {
  const kind = (env[setting] ?? '').trim().toLowerCase() || 'sandbox';
  if (kind === 'sandbox') return { kind: 'sandbox' };
  if (kind !== realName) throw new Error(`${setting} must be sandbox or ${realName}, not ${env[setting]}`);
  return { kind: 'http', url: adapterUrl(env[`${prefix}_URL`], `${prefix}_URL`), token: env[`${prefix}_TOKEN`]?.trim() || null };
};

/** Kraken's pair names of the currencies Kontor trades (its result keys). */
export const KRAKEN_PAIRS: Record<string, string> = { BTC: 'XXBTZEUR', ETH: 'XETHZEUR', USDT: 'USDTEUR', TRX: 'TRXEUR' };

const pairsOf = (value: string | undefined): Record<string, string> => {
  if (!value?.trim()) return KRAKEN_PAIRS;
  const out: Record<string, string> = {};
  for (const part of value.split(',')) {
    const [currency, pair] = part.split('=').map((s) => s.trim());
    if (!currency || !pair) throw new Error(`KONTOR_RATES_CRYPTO_PAIRS must read like BTC=XXBTZEUR,ETH=XETHZEUR, not ${value}`);
    out[currency.toUpperCase()] = pair;
  }
  return out;
};

const feedSource = (env: NodeJS.ProcessEnv, kind: 'FIAT' | 'CRYPTO', defaultFormat: FeedSource['format'], defaultMaxAge: number): FeedSource | null => {
  const url = env[`KONTOR_RATES_${kind}_URL`];
  if (!url?.trim()) return null;
  const format = (env[`KONTOR_RATES_${kind}_FORMAT`]?.trim().toLowerCase() || defaultFormat) as FeedSource['format'];
  if (!['ecb', 'kraken', 'json'].includes(format)) throw new Error(`KONTOR_RATES_${kind}_FORMAT must be ecb, kraken or json, not ${format}`);
  return { url: adapterUrl(url, `KONTOR_RATES_${kind}_URL`), format, pairs: pairsOf(env.KONTOR_RATES_CRYPTO_PAIRS), maxAgeSeconds: int(env[`KONTOR_RATES_${kind}_MAX_AGE_SECONDS`], defaultMaxAge) };
};

const ratesChoice = (env: NodeJS.ProcessEnv): RatesChoice => {
  const kind = (env.KONTOR_RATES_PROVIDER ?? '').trim().toLowerCase() || 'simulated';
  if (kind === 'simulated') {
    // A fixed seed only where asked for (reproducible benches); otherwise the installation's own, random one.
    const seed = env.KONTOR_RATES_SEED !== undefined && /^\d{1,10}$/.test(env.KONTOR_RATES_SEED) ? Number(env.KONTOR_RATES_SEED) : null;
    return { kind: 'simulated', seed };
  }
  if (kind !== 'feed') throw new Error(`KONTOR_RATES_PROVIDER must be simulated or feed, not ${env.KONTOR_RATES_PROVIDER}`);
  // The ECB publishes once a working day: Monday morning's rate is Friday's.
  const fiat = feedSource(env, 'FIAT', 'ecb', 4 * 24 * 3600);
  const crypto = feedSource(env, 'CRYPTO', 'kraken', 120);
  if (!fiat && !crypto) throw new Error('KONTOR_RATES_PROVIDER=feed needs KONTOR_RATES_FIAT_URL or KONTOR_RATES_CRYPTO_URL (or both)');
  return { kind: 'feed', fiat, crypto, refreshSeconds: int(env.KONTOR_RATES_REFRESH_SECONDS, 30), quoteTtlSeconds: int(env.KONTOR_RATES_QUOTE_TTL_SECONDS, 60) };
};

export const loadAdapters = (env: NodeJS.ProcessEnv): AdapterConfig => ({
  rates: ratesChoice(env),
  paymentNetwork: choice(env, 'KONTOR_PAYMENT_NETWORK', 'KONTOR_PAYMENT_NETWORK'),
  kyc: choice(env, 'KONTOR_KYC_PROVIDER', 'KONTOR_KYC'),
  psp: choice(env, 'KONTOR_PSP_ADAPTER', 'KONTOR_PSP'),
  portals: choice(env, 'KONTOR_PORTALS_PROVIDER', 'KONTOR_PORTALS'),
  timeoutMs: int(env.KONTOR_ADAPTER_TIMEOUT_MS, 8000),
});
