import { calls } from '../../contract/calls';
import type { PortalServiceProvider } from '../../contract/enums';
import { fillPath } from '../../contract/http';
import type { RemoteAccount } from '../../contract/portals';
import { ApiError } from '../providers/ApiError';
import { httpClient } from '../providers/httpClient';

export type RemoteAccountsState = { accounts: RemoteAccount[]; linked: boolean; employeeLinked: boolean; error: ApiError | null };

/**
 * manager/portals/{service}/remote-accounts with the link flags beside the list. A failed load gives an
 * empty list (document 2 section 8); the error is kept so the page can say why (503 remote-portal-status).
 */
export const loadRemoteAccounts = async (service: PortalServiceProvider, signal?: AbortSignal): Promise<RemoteAccountsState> => {
  try {
    const res = await httpClient<{ data?: RemoteAccount[]; linked?: boolean; employee_linked?: boolean }>(fillPath(calls['manager.portals.remoteAccounts'].path, { service }), { method: 'GET', ...(signal ? { signal } : {}), errorContext: 'silent' });
    const body = res.body;
    return { accounts: Array.isArray(body.data) ? body.data : [], linked: body.linked === true, employeeLinked: body.employee_linked === true, error: null };
  } catch (e) {
    return { accounts: [], linked: false, employeeLinked: false, error: e instanceof ApiError ? e : null };
  }
};

/** The withdrawal form prefilled for a remote account (document 1: rp, rp_acct, rp_cur shortcuts). */
export const portalWithdrawalPath = (service: PortalServiceProvider, account: Pick<RemoteAccount, 'id' | 'currency'>): string =>
  `/manager/payments/withdrawal/create?${new URLSearchParams({ rp: service, rp_acct: account.id, rp_cur: account.currency }).toString()}`;
