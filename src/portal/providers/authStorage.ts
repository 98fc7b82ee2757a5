import { RELEASE_ID, STORAGE_KEYS } from '../../contract/constants';
import type { AuthToken, User } from '../../contract/entities';
import { sessionEvents } from './sessionEvents';
import { isRecord, parseJson, readItem, readJson, removeItem, writeItem, writeJson } from './storage';

/** The signed-in user as the login answer gave it; the contract has no storage key for it. */
export const USER_STORAGE_KEY = 'kontor_banking_user';

export const isAuthToken = (value: unknown): value is AuthToken =>
  isRecord(value) && typeof value.access_token === 'string' && value.access_token !== '' && typeof value.expires_at === 'number';

export const isUser = (value: unknown): value is User =>
  isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string' && Array.isArray(value.roles);

/** The stored token (the whole token body: the expiry decides whether the session still holds). */
export const readToken = (): AuthToken | null => readJson(STORAGE_KEYS.token, isAuthToken);

export const readAccessToken = (): string | null => readToken()?.access_token ?? null;

export const writeToken = (token: AuthToken): void => {
  writeJson(STORAGE_KEYS.token, token);
  sessionEvents.emit();
};

export const readUser = (): User | null => readJson(USER_STORAGE_KEY, isUser);

/** The user in a stored record (as read from USER_STORAGE_KEY). */
export const parseUser = (raw: string | null): User | null => parseJson(raw, isUser);

export const writeUser = (user: User): void => {
  writeJson(USER_STORAGE_KEY, user);
  sessionEvents.emit();
};

/** The session is stamped with the release that opened it. */
export const writeSession = (token: AuthToken, user: User): void => {
  writeJson(STORAGE_KEYS.token, token);
  writeJson(USER_STORAGE_KEY, user);
  writeItem(STORAGE_KEYS.releaseId, RELEASE_ID);
  sessionEvents.emit();
};

/** A session opened by another release ends silently (document 1, section 2.4). */
export const isSessionOfThisRelease = (): boolean => readItem(STORAGE_KEYS.releaseId) === RELEASE_ID;

export const clearSession = (): void => {
  removeItem(STORAGE_KEYS.token);
  removeItem(USER_STORAGE_KEY);
  removeItem(STORAGE_KEYS.releaseId);
  sessionEvents.emit();
};

/** A signed-in session of this release whose token has not expired (document 1, sections 2.4 and 4). */
export const hasValidSession = (nowMs: number = Date.now()): boolean => {
  const token = readToken();
  return token !== null && token.expires_at > Math.floor(nowMs / 1000) && readUser() !== null && isSessionOfThisRelease();
};
