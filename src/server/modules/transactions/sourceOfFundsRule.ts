import type { AppContext } from '../../context';
import { minor } from '../../db/values';
import { currencyInfo } from '../../ledger/currencies';
import { pow10 } from '../../ledger/money';
import { PRICE_DECIMALS, ratesProvider } from '../../ledger/rates';

/**
 * From this value (in EUR) a payment out needs its source of funds before the bank processes it
 * (issue 43: every payment, even one of 100, was nagged for it the moment it was sent). The EU's
 * anti-money-laundering rules ask for the origin of funds on large transactions; 10,000 EUR is the
 * line at which a bank asks for it as a matter of course. Below it nobody is asked.
 */
export const SOURCE_OF_FUNDS_FROM_EUR = 10_000n;

/** The payment types a source of funds is asked of (money leaving to a third party). */
const ASKED_OF = new Set(['withdrawal', 'import']);

/**
 * The smallest amount (minor units of `currency`) that needs a source of funds at today's rate; 0n
 * (every amount) when no price can be read, so that an outage never waives the question.
 */
export const sourceOfFundsThreshold = async (ctx: AppContext, currency: string): Promise<bigint> => {
  try {
    const price = await ratesProvider(ctx).priceEur(currency, ctx.now());
    if (price <= 0n) return 0n;
    const wanted = SOURCE_OF_FUNDS_FROM_EUR * pow10(PRICE_DECIMALS) * pow10(currencyInfo(currency).subUnit);
    return (wanted + price - 1n) / price;
  } catch {
    return 0n;
  }
};

type Payment = { type: string; currency: string; amount: Parameters<typeof minor>[0]; source_of_funds: number | null };

/** Whether a payment still waits for a source of funds the bank needs. */
export const needsSourceOfFunds = async (ctx: AppContext, tx: Payment): Promise<boolean> =>
  tx.source_of_funds === null && ASKED_OF.has(tx.type) && minor(tx.amount) >= (await sourceOfFundsThreshold(ctx, tx.currency));

/** Of payments waiting without a source of funds, those that need one (one price per currency). */
export const needingSourceOfFunds = async <T extends { currency: string; amount: Parameters<typeof minor>[0] }>(ctx: AppContext, rows: readonly T[]): Promise<T[]> => {
  const thresholds = new Map<string, bigint>();
  for (const currency of new Set(rows.map((r) => r.currency))) thresholds.set(currency, await sourceOfFundsThreshold(ctx, currency));
  return rows.filter((r) => minor(r.amount) >= (thresholds.get(r.currency) ?? 0n));
};
