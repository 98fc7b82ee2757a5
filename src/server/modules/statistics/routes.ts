import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Currency } from '../../../contract/enums';
import { blankable, currencySchema } from '../../../contract/schemas';
import type { Database } from '../../db/schema';
import { registerCall } from '../../http/route';
import { zodToHttpError } from '../../http/zodErrors';
import { requireCompany } from '../company/access';
import { companyStatistics } from './counts';
import { accountsTransactionVolume, resolveOptions, transactionVolume } from './volume';

/** `currency` (the series put first, as the contract's single-currency shape) is not in the call table yet: read and checked here. */
const currencyQuery = z.object({ currency: blankable(currencySchema) });
const preferredCurrency = (req: FastifyRequest): Currency | undefined => {
  const raw = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>).currency : undefined;
  const result = currencyQuery.safeParse({ currency: raw });
  if (!result.success) throw zodToHttpError(result.error);
  return result.data.currency;
};

/** The company's default (selected) account's currency, else its first account's. */
const defaultCurrency = async (db: Kysely<Database>, companyId: number): Promise<Currency | null> => {
  const row = await db
    .selectFrom('bank_accounts')
    .select('currency')
    .where('company_id', '=', companyId)
    .where('owner_kind', '=', 'customer')
    .orderBy('selected', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return (row?.currency as Currency | undefined) ?? null;
};

/** Company statistics and the volume charts (manager), and the platform volume chart (admin). */
export const registerStatisticsRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.statistic', async ({ ctx, auth }) => {
    const company = requireCompany(auth);
    return { data: await companyStatistics(ctx.db, company.id, ctx.now()) };
  });

  registerCall(app, 'manager.statistic.transactionVolume', async ({ ctx, req, auth, query }) => {
    const company = requireCompany(auth);
    const preferred = preferredCurrency(req) ?? (await defaultCurrency(ctx.db, company.id));
    return { data: await transactionVolume(ctx.db, company.id, resolveOptions(query, ctx.now()), preferred) };
  });

  registerCall(app, 'manager.statistic.accountsTransactionVolume', async ({ ctx, auth, query }) => {
    const company = requireCompany(auth);
    return { data: await accountsTransactionVolume(ctx.db, company.id, resolveOptions(query, ctx.now())) };
  });

  registerCall(app, 'admin.transactionVolume', async ({ ctx, req, query }) => {
    const preferred = preferredCurrency(req) ?? 'EUR';
    return { data: await transactionVolume(ctx.db, null, resolveOptions(query, ctx.now()), preferred) };
  });
};
