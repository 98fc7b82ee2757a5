import { SESSION_REFRESH_THRESHOLD_SECONDS } from '../../contract/constants';
import type { AuthToken } from '../../contract/entities';
import { clearSession, readToken, writeToken } from './authStorage';
import { callApi } from './callApi';

/** Seconds until the token expires (0 or less: expired; no token counts as expired). */
export const secondsLeft = (token: AuthToken | null = readToken(), nowMs: number = Date.now()): number =>
  token ? token.expires_at - Math.floor(nowMs / 1000) : 0;

/** Document 1 section 4: no token, or an expired token, means unauthenticated. */
export const hasLiveSession = (nowMs: number = Date.now()): boolean => secondsLeft(readToken(), nowMs) > 0;

let pending: Promise<AuthToken> | null = null;

/**
 * Rotates the refresh cookie for a new access token. Single flight: the server treats a refresh token
 * presented twice as stolen and ends the whole sign-in, so concurrent callers share one request.
 * A failed refresh clears the session.
 */
export const refreshSession = (): Promise<AuthToken> => {
  pending ??= callApi('auth.refresh', { errorContext: 'silent' })
    .then((token) => {
      writeToken(token);
      return token;
    })
    .catch((error: unknown) => {
      clearSession();
      throw error;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
};

/** On navigation: refresh when less than ten minutes remain (document 1 section 4). */
export const refreshIfExpiring = async (nowMs: number = Date.now()): Promise<void> => {
  const left = secondsLeft(readToken(), nowMs);
  if (left > 0 && left < SESSION_REFRESH_THRESHOLD_SECONDS) await refreshSession();
};
