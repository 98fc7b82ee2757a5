import { callRoutes } from '../../contract/callRoutes';
import type { PortalServiceProvider } from '../../contract/enums';
import { fillPath } from '../../contract/http';
import type { RemoteAccount } from '../../contract/portals';
import { ApiError } from './ApiError';
import { httpClient } from './httpClient';

export type RemoteAccountsState = { accounts: RemoteAccount[]; linked: boolean; employeeLinked: boolean; error: ApiError | null };

/**
 * manager/portals/{service}/remote-accounts with the link flags beside the list. A failed load gives an
 * empty list (document 2 section 8); the error is kept so the page can say why (503 remote-portal-status).
 */
export const loadRemoteAccounts = async (service: PortalServiceProvider, signal?: AbortSignal): Promise<RemoteAccountsState> => {
  try {
    const [method, path] = callRoutes['manager.portals.remoteAccounts'];
    const res = await httpClient<{ data?: RemoteAccount[]; linked?: boolean; employee_linked?: boolean }>(fillPath(path, { service }), { method, ...(signal ? { signal } : {}), errorContext: 'silent' });
    const body = res.body;
    return { accounts: Array.isArray(body.data) ? body.data : [], linked: body.linked === true, employeeLinked: body.employee_linked === true, error: null };
  } catch (e) {
    return { accounts: [], linked: false, employeeLinked: false, error: e instanceof ApiError ? e : null };
  }
};
