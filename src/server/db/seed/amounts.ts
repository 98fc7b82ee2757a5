import { CARD_MERCHANTS, REF_MESSAGES, REMITTERS } from './catalog';
import { CURRENCIES, type CurrencyCode } from './constants';
import { toMinor } from './money';
import type { Rng } from './prng';

/** Realistic amounts per purpose and currency, in integer minor units. */

export type FiatPurpose = 'withdrawal' | 'card' | 'deposit' | 'transfer' | 'exchange' | 'convert' | 'import' | 'funding';
export type CryptoPurpose = 'outgoing' | 'incoming' | 'funding';

/** Major units of any fiat currency. */
const FIAT: Record<FiatPurpose, readonly [string, string]> = {
  withdrawal: ['50', '40000'],
  card: ['5', '900'],
  deposit: ['2000', '120000'],
  transfer: ['100', '20000'],
  exchange: ['100', '25000'],
  convert: ['50', '15000'],
  import: ['50', '8000'],
  funding: ['150000', '400000'],
};

const CRYPTO: Record<Exclude<CurrencyCode, 'EUR' | 'USD' | 'GBP'>, Record<CryptoPurpose, readonly [string, string]>> = {
  BTC: { outgoing: ['0.0005', '0.8'], incoming: ['0.01', '1.5'], funding: ['4', '6'] },
  ETH: { outgoing: ['0.01', '12'], incoming: ['0.2', '20'], funding: ['60', '90'] },
  USDT: { outgoing: ['20', '25000'], incoming: ['500', '40000'], funding: ['150000', '250000'] },
  TRX: { outgoing: ['100', '60000'], incoming: ['2000', '100000'], funding: ['600000', '900000'] },
};

/** 0.0001 of a crypto unit: crypto amounts are rounded down to it. */
const CRYPTO_STEP = 10_000n;

const ROUNDABLE: readonly FiatPurpose[] = ['withdrawal', 'deposit', 'transfer', 'exchange', 'import', 'funding'];

/** `divisor` makes an individual's amounts smaller than a company's. */
export const fiatAmount = (rng: Rng, purpose: FiatPurpose, currency: CurrencyCode, divisor = 1n): bigint => {
  const sub = CURRENCIES[currency].subUnit;
  const min = toMinor(FIAT[purpose][0], sub);
  let max = toMinor(FIAT[purpose][1], sub) / divisor;
  if (max < min) max = min;
  let v = rng.logBig(min, max);
  const unit = 10n ** BigInt(sub);
  if (ROUNDABLE.includes(purpose) && rng.chance(40) && v >= unit) v -= v % (v >= unit * 1000n ? unit * 100n : unit);
  return v;
};

export const cryptoAmount = (rng: Rng, purpose: CryptoPurpose, currency: CurrencyCode, divisor = 1n): bigint => {
  if (CURRENCIES[currency].type !== 'crypto' || currency === 'EUR' || currency === 'USD' || currency === 'GBP') throw new Error(`${currency} is not crypto`);
  const sub = CURRENCIES[currency].subUnit;
  const [lo, hi] = CRYPTO[currency][purpose];
  const min = toMinor(lo, sub);
  let max = toMinor(hi, sub) / divisor;
  if (max < min) max = min;
  const v = rng.logBig(min, max);
  const rounded = v - (v % CRYPTO_STEP);
  return rounded < min ? min : rounded;
};

/** Rounds an amount down to a tidy step for its currency (whole units for fiat, 0.0001 for crypto). */
export const tidy = (v: bigint, currency: CurrencyCode): bigint => {
  const step = CURRENCIES[currency].type === 'fiat' ? 100n : CRYPTO_STEP;
  return v >= step ? v - (v % step) : v;
};

/** The smallest amount the seed still sends (1.00 fiat, 0.0001 crypto). */
export const minimumAmount = (currency: CurrencyCode): bigint => (CURRENCIES[currency].type === 'fiat' ? 100n : CRYPTO_STEP);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const refMessage = (rng: Rng, iso: string): string => {
  const d = new Date(iso);
  const template = rng.pick(REF_MESSAGES);
  return template
    .replace('{n}', `${d.getUTCFullYear()}-${String(rng.int(100, 9999)).padStart(4, '0')}`)
    .replace('{m}', `${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`)
    .replace('{y}', String(d.getUTCFullYear()));
};

export const remitter = (rng: Rng): string => rng.pick(REMITTERS);
export const merchant = (rng: Rng): string => rng.pick(CARD_MERCHANTS);
