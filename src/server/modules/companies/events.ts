import { type CompanyChannelEvent, companyChannel } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { realtimeOf } from '../../realtime/publish';
import { companyResource } from '../auth/userResource';
import { companyRef, findCompany } from './queries';

export const COMPANY_UPDATED_EVENT: CompanyChannelEvent = 'company.updated';

/**
 * Tells the company's signed-in users that their company changed (enabled, features, services):
 * the portal re-reads the user and its route guard applies the new state at once.
 */
export const publishCompanyUpdated = async (ctx: AppContext, companyId: number): Promise<void> => {
  const row = await findCompany(ctx, companyId);
  await realtimeOf(ctx).broadcast(companyChannel(companyId), COMPANY_UPDATED_EVENT, companyResource(row, await companyRef(ctx.db, row.affiliate_owner_company_id)));
};
