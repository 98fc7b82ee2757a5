import type { ExchangeRate } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AppContext, CompanyRow } from '../../context';
import { fieldError } from '../../domain/errors';
import { type Quote, ratesProvider } from '../../ledger/rates';
import { ownAccount } from '../bankAccounts/queries';

/** Exchange rates as the portal reads them: a pair, or the pair of two of the company's accounts. */

type Rate = ExchangeRate & { expires_at: string };

const rateResource = (q: Quote): Rate => ({ rate: q.rate, sell: q.sell as Currency, buy: q.buy as Currency, updated_at: q.at, expires_at: q.expiresAt });

export const rateOf = async (ctx: AppContext, sell: string, buy: string): Promise<Rate> => rateResource(await ratesProvider(ctx).quote(sell, buy, ctx.now()));

/** The rate from one of the company's accounts to another (each must be its own: 422 on the field otherwise). */
export const accountsRate = async (ctx: AppContext, company: CompanyRow, fromId: number, toId: number): Promise<Rate> => {
  const from = await ownAccount(ctx.db, company.id, fromId);
  if (!from) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
  const to = await ownAccount(ctx.db, company.id, toId);
  if (!to) throw fieldError('to_account_id', 'The selected to account id is invalid.');
  return rateOf(ctx, from.currency, to.currency);
};
