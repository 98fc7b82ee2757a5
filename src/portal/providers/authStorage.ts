import { RELEASE_ID, STORAGE_KEYS } from '../../contract/constants';
import type { AuthToken, User } from '../../contract/entities';
import { isRecord, readItem, readJson, removeItem, writeItem, writeJson } from './storage';

/** The signed-in user as the login answer gave it; the contract has no storage key for it. */
export const USER_STORAGE_KEY = 'kontor_banking_user';

const isAuthToken = (value: unknown): value is AuthToken =>
  isRecord(value) && typeof value.access_token === 'string' && value.access_token !== '' && typeof value.expires_at === 'number';

const isUser = (value: unknown): value is User =>
  isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string' && Array.isArray(value.roles);

/** The stored token (the whole token body: the expiry decides whether the session still holds). */
export const readToken = (): AuthToken | null => readJson(STORAGE_KEYS.token, isAuthToken);

export const readAccessToken = (): string | null => readToken()?.access_token ?? null;

export const writeToken = (token: AuthToken): void => writeJson(STORAGE_KEYS.token, token);

export const readUser = (): User | null => readJson(USER_STORAGE_KEY, isUser);

export const writeUser = (user: User): void => writeJson(USER_STORAGE_KEY, user);

/** The session is stamped with the release that opened it. */
export const writeSession = (token: AuthToken, user: User): void => {
  writeToken(token);
  writeUser(user);
  writeItem(STORAGE_KEYS.releaseId, RELEASE_ID);
};

/** A session opened by another release ends silently (document 1, section 2.4). */
export const isSessionOfThisRelease = (): boolean => readItem(STORAGE_KEYS.releaseId) === RELEASE_ID;

export const clearSession = (): void => {
  removeItem(STORAGE_KEYS.token);
  removeItem(USER_STORAGE_KEY);
  removeItem(STORAGE_KEYS.releaseId);
};
