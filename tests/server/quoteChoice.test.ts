import { describe, expect, it } from 'vitest';
import { convertAtRate, RATE_SCALE, type Quote, rateText, type RatesProvider } from '../../src/server/ledger/rates';
import { chooseQuote } from '../../src/server/modules/transactions/drafts';
import type { DraftEnv } from '../../src/server/modules/transactions/types';

/** Rates that tick: the newest first, each still valid (what validQuotes answers within a rate's 60 s). */
const provider = (rates: bigint[]): RatesProvider => {
  const quotes: Quote[] = rates.map((scaled, i) => ({
    sell: 'EUR', buy: 'BTC', scaled, rate: rateText(scaled),
    at: new Date(Date.UTC(2026, 10, 26, 12, 0, 50 - 10 * i)).toISOString(),
    expiresAt: new Date(Date.UTC(2026, 10, 26, 12, 2, 0)).toISOString(),
  }));
  return {
    name: 'fixed',
    quote: async () => quotes[0] as Quote,
    validQuotes: async () => quotes,
    priceEur: async () => 100_000_000n,
  };
};

// chooseQuote reads only the rates of its environment and the two accounts' currency and sub-unit.
const envWith = (rates: bigint[]) => ({ rates: provider(rates), now: new Date(Date.UTC(2026, 10, 26, 12, 0, 55)) }) as unknown as DraftEnv;
type Account = Parameters<typeof chooseQuote>[1];
const eur = { currency: 'EUR', sub_unit: 2 } as Account;
const btc = { currency: 'BTC', sub_unit: 8 } as Account;

describe('the rate a conversion or buy uses (chooseQuote)', () => {
  // 1 EUR = 0.00001850 BTC, and a newer tick 0.5 bp lower.
  const shown = (RATE_SCALE * 1_850n) / 100_000_000n;
  const newer = shown - shown / 20_000n;
  const amount = 123_123n; // 1,231.23 EUR

  it('credits exactly the amount the client showed when its rate is still valid, although a newer rate is within 1 bp', async () => {
    const expected = convertAtRate(amount, shown, 2, 8);
    expect(convertAtRate(amount, newer, 2, 8)).not.toBe(expected);
    const chosen = await chooseQuote(envWith([newer, shown]), eur, btc, amount, expected);
    expect(chosen.toAmount).toBe(expected);
    expect(chosen.quote.scaled).toBe(shown);
  });

  it('without an amount from the client: the current rate', async () => {
    const chosen = await chooseQuote(envWith([newer, shown]), eur, btc, amount, null);
    expect(chosen.quote.scaled).toBe(newer);
  });

  it('an amount no valid rate gives (within 1 bp) is refused with the new amount', async () => {
    const stale = convertAtRate(amount, shown + shown / 100n, 2, 8);
    await expect(chooseQuote(envWith([newer, shown]), eur, btc, amount, stale)).rejects.toMatchObject({ message: expect.stringMatching(/^The exchange rate has changed\. The amount you receive is now /) });
  });
});
