import { STORAGE_KEYS } from '../../contract/constants';
import type { AuthToken, User } from '../../contract/entities';
import { isAuthToken, isUser } from './authStorage';
import { sessionEvents } from './sessionEvents';
import { readJson, removeItem, writeJson } from './storage';

/**
 * The admin's own user, kept next to the reserve token so that "Back To Admin" restores the admin
 * session without a call (the contract only names the token key; this one follows its naming).
 */
const ADMIN_RESERVE_USER_KEY = 'kontor_banking_admin_user';

/** The admin session kept in reserve while an admin acts as a user (document 1, section 4 "Session"). */
export const adminReserve = {
  read: (): { token: AuthToken; user: User } | null => {
    const token = readJson(STORAGE_KEYS.adminReserveToken, isAuthToken);
    const user = readJson(ADMIN_RESERVE_USER_KEY, isUser);
    return token && user ? { token, user } : null;
  },
  /** Back To Admin shows only while an admin bearer token is stored (document 1, section 2.6). */
  has: (): boolean => readJson(STORAGE_KEYS.adminReserveToken, isAuthToken) !== null,
  write: (token: AuthToken, user: User): void => {
    writeJson(STORAGE_KEYS.adminReserveToken, token);
    writeJson(ADMIN_RESERVE_USER_KEY, user);
    sessionEvents.emit();
  },
  clear: (): void => {
    removeItem(STORAGE_KEYS.adminReserveToken);
    removeItem(ADMIN_RESERVE_USER_KEY);
    sessionEvents.emit();
  },
};
