import type { PortalServiceProvider } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { companyLink, PORTAL_MESSAGES, tokenOf } from './links';
import { remoteCall } from './remote';

/**
 * A portal withdrawal's destination (transactions/drafts.ts): the company is signed up at the service
 * and the remote account is one of its accounts there, in the source account's currency. Provider down
 * or too slow: 503 with remote-portal-status, before any one-time code is asked for.
 */
export const portalDestinationErrors = async (ctx: AppContext, companyId: number, service: PortalServiceProvider, account: string, currency: string): Promise<Record<string, string[]>> => {
  const link = await companyLink(ctx.db, companyId, service);
  if (!link) return { portal_service: [PORTAL_MESSAGES.notLinked] };
  const accounts = await remoteCall(ctx, service, (p, signal) => p.accounts(service, tokenOf(ctx, link), signal));
  const found = accounts.find((a) => a.id === account);
  if (!found) return { portal_destination_account_id: [PORTAL_MESSAGES.remoteAccount] };
  if (found.currency !== currency) return { portal_destination_account_id: [PORTAL_MESSAGES.currency] };
  return {};
};
