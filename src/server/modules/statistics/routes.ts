import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Currency } from '../../../contract/enums';
import { blankable, currencySchema } from '../../../contract/schemas';
import { registerCall } from '../../http/route';
import { zodToHttpError } from '../../http/zodErrors';
import { requireCompany } from '../company/access';
import { companyAccountsVolume, companyVolume, platformVolume, statisticsOf } from './service';

/** `currency` (the series put first, as the contract's single-currency shape) is not in the call table yet: read and checked here. */
const currencyQuery = z.object({ currency: blankable(currencySchema) });
const preferredCurrency = (req: FastifyRequest): Currency | undefined => {
  const raw = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>).currency : undefined;
  const result = currencyQuery.safeParse({ currency: raw });
  if (!result.success) throw zodToHttpError(result.error);
  return result.data.currency;
};

/** Company statistics and the volume charts (manager), and the platform volume chart (admin). */
export const registerStatisticsRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.statistic', async ({ ctx, auth }) => ({ data: await statisticsOf(ctx, requireCompany(auth)) }));
  registerCall(app, 'manager.statistic.transactionVolume', async ({ ctx, req, auth, query }) => ({ data: await companyVolume(ctx, requireCompany(auth), query, preferredCurrency(req)) }));
  registerCall(app, 'manager.statistic.accountsTransactionVolume', async ({ ctx, auth, query }) => ({ data: await companyAccountsVolume(ctx, requireCompany(auth), query) }));
  registerCall(app, 'admin.transactionVolume', async ({ ctx, req, query }) => ({ data: await platformVolume(ctx, query, preferredCurrency(req)) }));
};
