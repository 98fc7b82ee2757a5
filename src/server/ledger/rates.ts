import { pow10, trimDecimal, formatMinor } from './money';
import { isCurrency } from './currencies';
import { isCryptoCurrency } from '../../contract/enums';
import { type AppContext, rootOf } from '../context';

/**
 * Exchange rates. A rate is the number of units of `buy` one unit of `sell` gives, as a bigint scaled
 * by 10^RATE_DECIMALS (and as decimal text on the wire). Amounts convert with integer arithmetic and
 * round down: the customer never receives a fraction of a minor unit the platform does not hold.
 */

export const RATE_DECIMALS = 12;
export const RATE_SCALE = pow10(RATE_DECIMALS);
/** Prices are EUR per unit scaled by 10^PRICE_DECIMALS. */
export const PRICE_DECIMALS = 8;

/** Rate (scaled) of `from` in `to` from two EUR prices. */
export const rateFromPrices = (priceFrom: bigint, priceTo: bigint): bigint => {
  if (priceFrom <= 0n || priceTo <= 0n) throw new Error('Prices must be positive');
  return (priceFrom * RATE_SCALE) / priceTo;
};

export const rateText = (scaled: bigint): string => trimDecimal(formatMinor(scaled, RATE_DECIMALS));

/** `amount` minor units of a currency with `fromSub` decimals → minor units of the target (rounded down). */
export const convertAtRate = (amount: bigint, rateScaled: bigint, fromSub: number, toSub: number): bigint =>
  (amount * rateScaled * pow10(toSub)) / (RATE_SCALE * pow10(fromSub));

/** The source amount that buys at least `toAmount` at the rate (rounded up). */
export const sourceForTarget = (toAmount: bigint, rateScaled: bigint, fromSub: number, toSub: number): bigint => {
  const num = toAmount * RATE_SCALE * pow10(fromSub);
  const den = rateScaled * pow10(toSub);
  return (num + den - 1n) / den;
};

/** A rate as offered at a moment, honoured until expiresAt. */
export type Quote = {
  sell: string;
  buy: string;
  /** Units of buy for one sell, scaled by 10^12. */
  scaled: bigint;
  /** The same as decimal text. */
  rate: string;
  /** When the rate was set (start of its tick). */
  at: string;
  /** Until when a transaction may still use it. */
  expiresAt: string;
};

/** Where rates come from: the simulated market (the sandbox), or the real feed (ledger/feedRates.ts). */
export interface RatesProvider {
  readonly name: string;
  /** The current rate of the pair. */
  quote(sell: string, buy: string, at: Date): Promise<Quote>;
  /** Price of one unit in EUR, scaled by 10^PRICE_DECIMALS (for EUR valuations and statistics). */
  priceEur(currency: string, at: Date): Promise<bigint>;
}

/** Starting prices in EUR (scaled 10^8), realistic for every supported currency. */
export const BASE_PRICE_EUR: Readonly<Record<string, bigint>> = {
  EUR: 100_000_000n,
  USD: 92_170_000n,
  GBP: 117_230_000n,
  CHF: 104_350_000n,
  PLN: 23_180_000n,
  ILS: 24_960_000n,
  BTC: 5_410_000_000_000n,
  ETH: 289_050_000_000n,
  USDT: 92_150_000n,
  TRX: 11_050_000n,
};

export type MarketOptions = {
  seed?: number;
  /** A new rate every tick (default 10 s, the portal's rates timer). */
  tickSeconds?: number;
  /** How long after its tick a rate is still honoured (default 60 s). */
  quoteTtlSeconds?: number;
};

/** 32-bit integer hash (lowbias32): the market's noise is a pure function of seed, currency and tick. */
const mix32 = (x: number): number => {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
};

const hashText = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** Walk parameters in parts per million: step size and hard bound of the deviation from the base price. */
type Volatility = { stepPpm: number; boundPpm: number };
const FIAT_VOL: Volatility = { stepPpm: 600, boundPpm: 20_000 };
const STABLE_VOL: Volatility = { stepPpm: 300, boundPpm: 10_000 };
const CRYPTO_VOL: Volatility = { stepPpm: 3_000, boundPpm: 100_000 };
const volatilityOf = (currency: string): Volatility => (currency === 'USDT' ? STABLE_VOL : isCryptoCurrency(currency) ? CRYPTO_VOL : FIAT_VOL);

/** Memory of the walk: the deviation at tick k is Σ_{j<WINDOW} (31/32)^j · step(k−j). */
const WINDOW = 96;

/**
 * The default rates provider: a simulated market. Each currency's EUR price moves by a bounded,
 * mean-reverting random walk (an AR(1) of seeded noise, clamped to ±bound around the base price),
 * one step per tick. The price of a tick is a pure function of (seed, currency, tick), so every
 * server instance and every restart sees the same rates, and prices are never zero or negative.
 */
export class SimulatedMarket implements RatesProvider {
  readonly name = 'simulated';
  readonly seed: number;
  readonly tickSeconds: number;
  readonly quoteTtlSeconds: number;

  constructor(options: MarketOptions = {}) {
    // Without a seed (unit tests) a random one: no seed is ever written into the source for all to read.
    this.seed = (options.seed ?? Math.floor(Math.random() * 2 ** 32)) >>> 0;
    this.tickSeconds = options.tickSeconds ?? 10;
    this.quoteTtlSeconds = options.quoteTtlSeconds ?? 60;
    if (!Number.isInteger(this.tickSeconds) || this.tickSeconds < 1) throw new Error('tickSeconds must be a positive integer');
  }

  tickAt(at: Date): number {
    return Math.floor(at.getTime() / 1000 / this.tickSeconds);
  }

  /** One step of the walk, an integer in [−step, step] ppm. */
  private step(currency: string, tick: number): number {
    const { stepPpm } = volatilityOf(currency);
    const h = mix32(mix32(this.seed ^ hashText(currency)) ^ mix32(tick));
    return (h % (2 * stepPpm + 1)) - stepPpm;
  }

  /** Deviation from the base price at a tick, in ppm, within ±bound. */
  deviationPpm(currency: string, tick: number): number {
    if (currency === 'EUR') return 0;
    let acc = 0;
    for (let j = WINDOW - 1; j >= 0; j--) acc = Math.trunc((acc * 31) / 32) + this.step(currency, tick - j);
    const { boundPpm } = volatilityOf(currency);
    return Math.max(-boundPpm, Math.min(boundPpm, acc));
  }

  /** EUR price (scaled 10^8) at a tick. */
  priceAtTick(currency: string, tick: number): bigint {
    const base = BASE_PRICE_EUR[currency];
    if (base === undefined || !isCurrency(currency)) throw new Error(`No market for ${currency}`);
    const price = (base * BigInt(1_000_000 + this.deviationPpm(currency, tick))) / 1_000_000n;
    if (price <= 0n) throw new Error(`Non-positive price for ${currency}`);
    return price;
  }

  quoteAtTick(sell: string, buy: string, tick: number): Quote {
    const scaled = sell === buy ? RATE_SCALE : rateFromPrices(this.priceAtTick(sell, tick), this.priceAtTick(buy, tick));
    if (scaled <= 0n) throw new Error(`Rate ${sell}/${buy} rounds to zero`);
    const start = tick * this.tickSeconds * 1000;
    return {
      sell,
      buy,
      scaled,
      rate: rateText(scaled),
      at: new Date(start).toISOString(),
      expiresAt: new Date(start + (this.tickSeconds + this.quoteTtlSeconds) * 1000).toISOString(),
    };
  }

  async quote(sell: string, buy: string, at: Date): Promise<Quote> {
    return this.quoteAtTick(sell, buy, this.tickAt(at));
  }

  async priceEur(currency: string, at: Date): Promise<bigint> {
    return this.priceAtTick(currency, this.tickAt(at));
  }
}

/**
 * The provider of each running app: installed at start by adapters/install.ts (the simulated market with
 * the installation's own seed, or the real feed, as KONTOR_RATES_PROVIDER says); tests may install their own.
 */
const providers = new WeakMap<AppContext, RatesProvider>();

export const setRatesProvider = (ctx: AppContext, provider: RatesProvider): void => {
  providers.set(rootOf(ctx), provider);
};

export const ratesProvider = (ctx: AppContext): RatesProvider => {
  const own = providers.get(rootOf(ctx));
  if (!own) throw new Error('No rates provider: the app context was not prepared (adapters/install.ts prepareOutsideParties)');
  return own;
};

/** Value of an amount in EUR minor units (2 decimals), rounded down. */
export const valueInEur = async (provider: RatesProvider, amount: bigint, currency: string, subUnit: number, at: Date): Promise<bigint> => {
  if (currency === 'EUR') return subUnit === 2 ? amount : (amount * 100n) / pow10(subUnit);
  const price = await provider.priceEur(currency, at);
  return (amount * price * 100n) / (pow10(PRICE_DECIMALS) * pow10(subUnit));
};
