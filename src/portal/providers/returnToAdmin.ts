import type { Go } from './goAfterSwitch';
import { adminReserve } from './adminReserve';
import { goAfterSwitch } from './goAfterSwitch';
import { writeSession } from './authStorage';
import { callApi } from './callApi';
import { queryClient } from './queryClient';

/** Where "Back To Admin" leads: admin.users (document 1 section 4). */
export const ADMIN_USERS_PATH = '/admin/users';

const load: Go = (path) => window.location.assign(path);

/**
 * "Back To Admin": ends the user's session on the server (its own sign-in, the admin's stays), puts
 * the admin's token and user back from reserve storage, clears the reserve and the user's cached data,
 * and opens the admin's users. False when no admin session is in reserve.
 */
export const returnToAdmin = async (go: Go = load): Promise<boolean> => {
  const reserve = adminReserve.read();
  if (!reserve) return false;
  try {
    await callApi('auth.logout', { errorContext: 'silent' });
  } catch {
    // The user's session ends with its short lifetime anyway; the way back must not depend on it.
  }
  writeSession(reserve.token, reserve.user);
  adminReserve.clear();
  queryClient.clear();
  await goAfterSwitch(go, ADMIN_USERS_PATH);
  return true;
};
