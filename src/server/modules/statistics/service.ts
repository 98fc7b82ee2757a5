import type { CallOutput } from '../../../contract/calls';
import type { CompanyStatistics } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AppContext, CompanyRow } from '../../context';
import { defaultAccountOf } from '../bankAccounts/queries';
import { companyStatistics } from './counts';
import { type AccountsVolumeAnswer, accountsTransactionVolume, resolveOptions, transactionVolume, type VolumeAnswer } from './volume';

/** Company statistics and the volume charts (manager), and the platform volume chart (admin). */

type VolumeQuery = CallOutput<'manager.statistic.transactionVolume', 'query'>;

export const statisticsOf = (ctx: AppContext, company: CompanyRow): Promise<CompanyStatistics> => companyStatistics(ctx.db, company.id, ctx.now());

/** The company's volume chart; its first series is `preferred`, else the currency of its default account. */
export const companyVolume = async (ctx: AppContext, company: CompanyRow, query: VolumeQuery, preferred: Currency | undefined): Promise<VolumeAnswer> => {
  const first = preferred ?? (((await defaultAccountOf(ctx.db, company.id))?.currency as Currency | undefined) ?? null);
  return transactionVolume(ctx.db, company.id, resolveOptions(query, ctx.now()), first);
};

export const companyAccountsVolume = (ctx: AppContext, company: CompanyRow, query: CallOutput<'manager.statistic.accountsTransactionVolume', 'query'>): Promise<AccountsVolumeAnswer> =>
  accountsTransactionVolume(ctx.db, company.id, resolveOptions(query, ctx.now()));

/** Every company's volume; EUR first unless another currency is asked for. */
export const platformVolume = (ctx: AppContext, query: CallOutput<'admin.transactionVolume', 'query'>, preferred: Currency | undefined): Promise<VolumeAnswer> =>
  transactionVolume(ctx.db, null, resolveOptions(query, ctx.now()), preferred ?? 'EUR');
