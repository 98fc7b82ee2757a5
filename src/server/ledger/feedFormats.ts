import { pow10 } from './money';

/**
 * The answers of the rates feeds Kontor reads (KONTOR_RATES_*_FORMAT), each turned into EUR prices
 * (EUR per unit, scaled by 10^8) with the time the source gives them. No float touches a price: decimal
 * text is read into scaled integers.
 */
export type FeedPrices = { asOf: Date | null; prices: Map<string, bigint> };

export const PRICE_SCALE = pow10(8);
/** Rates per euro are read with this many decimals before inverting (ECB quotes up to 4, crypto per euro needs more). */
const PER_EUR_DECIMALS = 18;

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

/** Positive decimal text → integer scaled by 10^decimals (extra digits cut off); null for anything else. */
export const scaledDecimal = (text: string, decimals: number): bigint | null => {
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const v = BigInt(m[1] ?? '0') * pow10(decimals) + BigInt((m[2] ?? '').slice(0, decimals).padEnd(decimals, '0') || '0');
  return v > 0n ? v : null;
};

/** Units of a currency per euro → EUR price of one unit (scaled 10^8), rounded half up. */
const priceFromPerEur = (perEur: string): bigint | null => {
  const rate = scaledDecimal(perEur, PER_EUR_DECIMALS);
  if (rate === null) return null;
  const price = (PRICE_SCALE * pow10(PER_EUR_DECIMALS) * 2n + rate) / (2n * rate);
  return price > 0n ? price : null;
};

/**
 * The ECB's euro foreign exchange reference rates (eurofxref-daily.xml): `<Cube time="YYYY-MM-DD">` with
 * `<Cube currency="USD" rate="1.0823"/>` per currency, in units per euro. The rates are set at about
 * 14:10 CET of that working day; that is their time.
 */
export const parseEcb = (xml: string): FeedPrices => {
  const day = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!day) throw new FeedFormatError('no reference date in the ECB answer');
  const prices = new Map<string, bigint>();
  for (const m of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([\d.]+)["']\s*\/>/g)) {
    const price = priceFromPerEur(m[2] ?? '');
    if (m[1] && price !== null) prices.set(m[1], price);
  }
  if (prices.size === 0) throw new FeedFormatError('no rates in the ECB answer');
  return { asOf: new Date(`${day}T13:10:00Z`), prices };
};

/**
 * Kraken's public ticker (/0/public/Ticker?pair=…): `{error: [], result: {PAIR: {a: [ask, …], b: [bid, …]}}}`
 * with EUR pairs; the price is the middle of the best bid and ask. The ticker gives no time: its prices are
 * as of the moment they were fetched.
 */
export const parseKraken = (json: unknown, pairs: Record<string, string>): FeedPrices => {
  const body = (typeof json === 'object' && json !== null ? json : {}) as { error?: unknown; result?: Record<string, { a?: unknown; b?: unknown }> };
  if (Array.isArray(body.error) && body.error.length > 0) throw new FeedFormatError(`Kraken: ${String(body.error[0]).slice(0, 200)}`);
  const prices = new Map<string, bigint>();
  for (const [currency, pair] of Object.entries(pairs)) {
    const ticker = body.result?.[pair];
    const ask = Array.isArray(ticker?.a) ? scaledDecimal(String(ticker.a[0]), 8) : null;
    const bid = Array.isArray(ticker?.b) ? scaledDecimal(String(ticker.b[0]), 8) : null;
    if (ask !== null && bid !== null && bid <= ask) prices.set(currency, (ask + bid + 1n) / 2n);
  }
  if (prices.size === 0) throw new FeedFormatError('no prices of the configured pairs in the Kraken answer');
  return { asOf: null, prices };
};

/** Kontor's own feed format: `{"time": "<ISO time>", "rates": {"USD": "1.0823", "BTC": "0.0000172"}}`, units per euro. */
export const parseJsonFeed = (json: unknown): FeedPrices => {
  const body = (typeof json === 'object' && json !== null ? json : {}) as { time?: unknown; rates?: unknown };
  const time = typeof body.time === 'string' ? new Date(body.time) : null;
  if (time !== null && Number.isNaN(time.getTime())) throw new FeedFormatError('the feed\'s time is not a time');
  const prices = new Map<string, bigint>();
  for (const [currency, rate] of Object.entries(typeof body.rates === 'object' && body.rates !== null ? body.rates : {})) {
    const price = typeof rate === 'string' ? priceFromPerEur(rate) : null;
    if (/^[A-Z]{3,5}$/.test(currency) && price !== null) prices.set(currency, price);
  }
  if (prices.size === 0) throw new FeedFormatError('no rates in the feed');
  return { asOf: time, prices };
};
