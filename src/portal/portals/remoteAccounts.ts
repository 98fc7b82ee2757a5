import type { PortalServiceProvider } from '../../contract/enums';
import type { RemoteAccount } from '../../contract/portals';

/** The withdrawal form prefilled for a remote account (document 1: rp, rp_acct, rp_cur shortcuts). */
export const portalWithdrawalPath = (service: PortalServiceProvider, account: Pick<RemoteAccount, 'id' | 'currency'>): string =>
  `/manager/payments/withdrawal/create?${new URLSearchParams({ rp: service, rp_acct: account.id, rp_cur: account.currency }).toString()}`;
