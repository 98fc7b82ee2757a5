import { type CompanyChannelEvent, companyChannel } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { realtimeOf } from '../../realtime/publish';
import { companyResource } from '../auth/userResource';
import { findCompany } from './resource';

export const COMPANY_UPDATED_EVENT: CompanyChannelEvent = 'company.updated';

/**
 * Tells the company's signed-in users that their company changed (enabled, features, services):
 * the portal re-reads the user and its route guard applies the new state at once.
 */
export const publishCompanyUpdated = async (ctx: AppContext, companyId: number): Promise<void> => {
  const row = await findCompany(ctx, companyId);
  const owner = row.affiliate_owner_company_id === null
    ? null
    : ((await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', '=', row.affiliate_owner_company_id).executeTakeFirst()) ?? null);
  await realtimeOf(ctx).broadcast(companyChannel(companyId), COMPANY_UPDATED_EVENT, companyResource(row, owner));
};
