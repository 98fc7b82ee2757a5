import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../http/caller';
import { registerCall } from '../../http/route';
import { accountsRate, quotedRate, rateOf } from './service';

export const registerExchangeRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'rates.public', async ({ ctx, params }) => ({ data: await rateOf(ctx, params.sell, params.buy) }));
  registerCall(app, 'manager.exchange.ratesByCurrency', async ({ ctx, auth, params }) => ({ data: await quotedRate(ctx, companyOf(auth), auth.user.id, params.sell, params.buy) }));
  registerCall(app, 'manager.exchange.rates', async ({ ctx, auth, query }) => ({ data: await accountsRate(ctx, companyOf(auth), auth.user.id, query.bank_account_id, query.to_account_id) }));
};
