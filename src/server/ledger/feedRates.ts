import type { Kysely } from 'kysely';
import { isCryptoCurrency } from '../../contract/enums';
import type { FeedSource, RatesChoice } from '../adapters/selection';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { UnavailableError } from '../domain/errors';
import { isCurrency } from './currencies';
import { FeedFormatError, type FeedPrices, parseEcb, parseJsonFeed, parseKraken } from './feedFormats';
import { type Quote, rateFromPrices, RATE_SCALE, rateText, type RatesProvider } from './rates';

export const RATES_MESSAGES = {
  stale: 'Exchange rates are out of date, so exchanges are paused until fresh rates arrive. Please try again later.',
  unavailable: 'Exchange rates are unavailable. Please try again later.',
} as const;

type Feed = Extract<RatesChoice, { kind: 'feed' }>;
type Snapshot = { price: bigint; asOf: Date; fetchedAt: Date };

const FETCH_TIMEOUT_MS = 5000;

const read = async (source: FeedSource): Promise<FeedPrices> => {
  const res = await fetch(source.url, { headers: { accept: source.format === 'ecb' ? 'application/xml, text/xml' : 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok) throw new FeedFormatError(`HTTP ${res.status}`);
  const text = await res.text();
  if (source.format === 'ecb') return parseEcb(text);
  const json: unknown = JSON.parse(text);
  return source.format === 'kraken' ? parseKraken(json, source.pairs) : parseJsonFeed(json);
};

/**
 * The real rates (KONTOR_RATES_PROVIDER=feed): fiat from one feed (the ECB's reference rates by
 * default), crypto from another (an exchange's public ticker). The latest price of each currency is a row
 * of exchange_rate_snapshots, with the time its source gave it: every instance quotes from the same
 * prices, and fetches again once they are older than the refresh interval. A price older than its feed's
 * limit (KONTOR_RATES_*_MAX_AGE_SECONDS) is not quoted: exchanges are refused with a clear message until
 * the feed answers again, rather than run at a rate the market has left.
 */
export class FeedRates implements RatesProvider {
  readonly name = 'feed';
  private pending = new Map<FeedSource, Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed: Feed,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  private sourceOf(currency: string): FeedSource | null {
    return isCryptoCurrency(currency) ? this.feed.crypto : this.feed.fiat;
  }

  /** Fetches a feed and stores its prices (one fetch at a time per feed in this process). */
  private refresh(source: FeedSource, at: Date): Promise<void> {
    const running = this.pending.get(source);
    if (running) return running;
    const run = (async () => {
      try {
        const { asOf, prices } = await read(source);
        const fetched = nowIso(at);
        for (const [currency, price] of prices) {
          // Only the currencies Kontor trades, each from its own feed (the ECB lists thirty).
          if (!isCurrency(currency) || this.sourceOf(currency) !== source) continue;
          const row = { price_eur: price.toString(), source: source.url, as_of: nowIso(asOf ?? at), fetched_at: fetched };
          await this.db.insertInto('exchange_rate_snapshots').values({ currency, ...row }).onConflict((oc) => oc.column('currency').doUpdateSet(row)).execute();
        }
      } catch (e) {
        // The stored prices stay; once they pass their age limit, quotes are refused.
        this.log(`rates feed ${source.url} failed: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        this.pending.delete(source);
      }
    })();
    this.pending.set(source, run);
    return run;
  }

  private async stored(currency: string): Promise<Snapshot | null> {
    const row = await this.db.selectFrom('exchange_rate_snapshots').selectAll().where('currency', '=', currency).executeTakeFirst();
    return row ? { price: BigInt(row.price_eur), asOf: new Date(row.as_of), fetchedAt: new Date(row.fetched_at) } : null;
  }

  /** The current snapshot of a currency, fetched again when older than the refresh interval. */
  private async snapshot(currency: string, at: Date): Promise<Snapshot & { source: FeedSource }> {
    const source = this.sourceOf(currency);
    if (!source) throw new UnavailableError(RATES_MESSAGES.unavailable);
    let snap = await this.stored(currency);
    if (!snap || at.getTime() - snap.fetchedAt.getTime() >= this.feed.refreshSeconds * 1000) {
      await this.refresh(source, at);
      snap = await this.stored(currency);
    }
    if (!snap) throw new UnavailableError(RATES_MESSAGES.unavailable);
    return { ...snap, source };
  }

  /** EUR price and its time, refused when older than its feed allows. */
  private async fresh(currency: string, at: Date): Promise<{ price: bigint; asOf: Date }> {
    if (currency === 'EUR') return { price: 100_000_000n, asOf: at };
    const snap = await this.snapshot(currency, at);
    if (at.getTime() - snap.asOf.getTime() > snap.source.maxAgeSeconds * 1000) throw new UnavailableError(RATES_MESSAGES.stale);
    return snap;
  }

  async quote(sell: string, buy: string, at: Date): Promise<Quote> {
    const [a, b] = [await this.fresh(sell, at), await this.fresh(buy, at)];
    const scaled = sell === buy ? RATE_SCALE : rateFromPrices(a.price, b.price);
    // The rate is as old as the older of its two prices.
    const asOf = a.asOf < b.asOf ? a.asOf : b.asOf;
    return { sell, buy, scaled, rate: rateText(scaled), at: asOf.toISOString(), expiresAt: new Date(at.getTime() + this.feed.quoteTtlSeconds * 1000).toISOString() };
  }

  /** Valuations (statistics, limits in EUR) use the latest price even past its age limit; none at all is refused. */
  async priceEur(currency: string, at: Date): Promise<bigint> {
    if (currency === 'EUR') return 100_000_000n;
    return (await this.snapshot(currency, at)).price;
  }
}
