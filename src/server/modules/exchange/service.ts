import type { ExchangeRate } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AppContext, CompanyRow } from '../../context';
import { fieldError } from '../../domain/errors';
import { type Quote, ratesProvider } from '../../ledger/rates';
import { ownAccount } from '../bankAccounts/queries';
import { issueQuote } from './quotes';

/** Exchange rates as the portal reads them: a pair, or the pair of two of the company's accounts. */

type Rate = ExchangeRate & { expires_at: string };

const rateResource = (q: Quote & { id?: string }): Rate => ({
  rate: q.rate, sell: q.sell as Currency, buy: q.buy as Currency, updated_at: q.at, expires_at: q.expiresAt, ...(q.id ? { quote_id: q.id } : {}),
});

export const rateOf = async (ctx: AppContext, sell: string, buy: string): Promise<Rate> => rateResource(await ratesProvider(ctx).quote(sell, buy, ctx.now()));

/** To a manager every rate is a quote, with the id an exchange carries (quotes.ts, issue 38). */
export const quotedRate = async (ctx: AppContext, company: CompanyRow, userId: number, sell: string, buy: string): Promise<Rate> =>
  rateResource(await issueQuote(ctx, company.id, userId, sell, buy));

/** The rate from one of the company's accounts to another (each must be its own: 422 on the field otherwise). */
export const accountsRate = async (ctx: AppContext, company: CompanyRow, userId: number, fromId: number, toId: number): Promise<Rate> => {
  const from = await ownAccount(ctx.db, company.id, fromId);
  if (!from) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
  const to = await ownAccount(ctx.db, company.id, toId);
  if (!to) throw fieldError('to_account_id', 'The selected to account id is invalid.');
  return quotedRate(ctx, company, userId, from.currency, to.currency);
};
