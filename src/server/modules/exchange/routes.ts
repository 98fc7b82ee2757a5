import type { FastifyInstance } from 'fastify';
import type { ExchangeRate } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import { fieldError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { type Quote, ratesProvider } from '../../ledger/rates';
import { ownAccount } from '../bankAccounts/queries';
import { companyOf } from '../../http/caller';

const rateResource = (q: Quote): ExchangeRate & { expires_at: string } => ({ rate: q.rate, sell: q.sell as Currency, buy: q.buy as Currency, updated_at: q.at, expires_at: q.expiresAt });

export const registerExchangeRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'rates.public', async ({ ctx, params }) => ({ data: rateResource(await ratesProvider(ctx).quote(params.sell, params.buy, ctx.now())) }));

  registerCall(app, 'manager.exchange.ratesByCurrency', async ({ ctx, params }) => ({ data: rateResource(await ratesProvider(ctx).quote(params.sell, params.buy, ctx.now())) }));

  registerCall(app, 'manager.exchange.rates', async ({ ctx, auth, query }) => {
    const company = companyOf(auth);
    const from = await ownAccount(ctx.db, company.id, query.bank_account_id);
    if (!from) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
    const to = await ownAccount(ctx.db, company.id, query.to_account_id);
    if (!to) throw fieldError('to_account_id', 'The selected to account id is invalid.');
    return { data: rateResource(await ratesProvider(ctx).quote(from.currency, to.currency, ctx.now())) };
  });
};
