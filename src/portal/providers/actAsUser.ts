import { ApiError } from './ApiError';
import { adminReserve } from './adminReserve';
import { readToken, readUser, writeSession } from './authStorage';
import { callApi } from './callApi';
import { goAfterSwitch, type Go } from './goAfterSwitch';
import { queryClient } from './queryClient';
import { MANAGER_DASHBOARD_PATH } from './roles';

const load: Go = (path) => window.location.assign(path);

/**
 * An admin acts as a user (document 1 section 4 "Session"): GET a/users/{id}/login gives the user's
 * session; the admin's own token and user go to reserve storage for "Back To Admin", the user's
 * session is installed, the admin's cached data dropped, and the portal opens the manager dashboard.
 */
export const actAsUser = async (userId: number, go: Go = load): Promise<void> => {
  const adminToken = readToken();
  const admin = readUser();
  if (!adminToken || !admin) throw new ApiError({ status: 401, message: 'app.error.unauthorized' });
  const { token, user } = await callApi('admin.users.loginAs', { params: { id: userId } });
  adminReserve.write(adminToken, admin);
  writeSession(token, user);
  queryClient.clear();
  await goAfterSwitch(go, MANAGER_DASHBOARD_PATH);
};
