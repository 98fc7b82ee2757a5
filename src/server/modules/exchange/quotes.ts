import { randomToken } from '../../auth/secrets';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { type Quote, ratesProvider } from '../../ledger/rates';

/**
 * A quote is an object (issue 38): a bank quotes one price per request. Each rate a manager's exchange
 * form is shown is stored with an id (exchange_quotes, shared by every instance); the payment carries
 * that id and is executed at exactly its rate while it is valid, or refused with the customer asked to
 * confirm the new rate. Nothing picks among several rates for the customer any more.
 */
export const QUOTE_MESSAGES = {
  expired: 'The quote has expired. Please confirm the new rate.',
  invalid: 'This quote is not valid for this exchange. Please confirm the new rate.',
} as const;

/** Quotes are kept a day (the transaction keeps the rate and the quote id); older rows go now and then. */
const KEEP_SECONDS = 24 * 3600;
const PRUNE_CHANCE = 0.01;

export type IssuedQuote = Quote & { id: string };

/** A new quote of the pair for the company, at the current rate. */
export const issueQuote = async (ctx: AppContext, companyId: number, userId: number, sell: string, buy: string): Promise<IssuedQuote> => {
  const now = ctx.now();
  const quote = await ratesProvider(ctx).quote(sell, buy, now);
  const id = `q_${randomToken(18)}`;
  await ctx.db
    .insertInto('exchange_quotes')
    .values({ id, company_id: companyId, user_id: userId, sell, buy, rate_scaled: quote.scaled.toString(), rate: quote.rate, rate_at: quote.at, expires_at: quote.expiresAt, created_at: nowIso(now) })
    .execute();
  if (Math.random() < PRUNE_CHANCE) await ctx.db.deleteFrom('exchange_quotes').where('created_at', '<', nowIso(new Date(now.getTime() - KEEP_SECONDS * 1000))).execute();
  return { ...quote, id };
};

/**
 * The quote a payment names: the company's own, of this very pair, still valid at `at`. Anything else is
 * refused on quote_id, and the portal asks for a new rate and shows it.
 */
export const quoteForPayment = async (ctx: AppContext, companyId: number, id: string, sell: string, buy: string, at: Date): Promise<Quote> => {
  const row = await ctx.db.selectFrom('exchange_quotes').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row || row.sell !== sell || row.buy !== buy) throw fieldError('quote_id', QUOTE_MESSAGES.invalid);
  if (row.expires_at <= nowIso(at)) throw fieldError('quote_id', QUOTE_MESSAGES.expired);
  return { sell, buy, scaled: BigInt(row.rate_scaled), rate: row.rate, at: row.rate_at, expiresAt: row.expires_at };
};
