import type { AuthProvider, UserIdentity } from 'react-admin';
import { STORAGE_KEYS } from '../../contract/constants';
import type { RoleSlug } from '../../contract/enums';
import { canAccess } from './canAccess';
import { HEADERS } from '../../contract/http';
import { ApiError, isApiError, isOtpRequired } from './ApiError';
import { assertPasskey } from './passkeyBrowser';
import { adminReserve } from './adminReserve';
import { clearSession, isSessionOfThisRelease, readAccessToken, readToken, readUser, writeSession } from './authStorage';
import { currentAccessContext } from './currentAccessContext';
import { callApi } from './callApi';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { roleOf } from './roles';
import { refreshIfExpiring, secondsLeft } from './session';
import { removeItem } from './storage';

/** Signs a session out on the server; the local session ends whatever the server answers (an expired token answers 401). */
const revoke = async (accessToken: string): Promise<void> => {
  try {
    await callApi('auth.logout', { errorContext: 'silent', headers: { Authorization: `Bearer ${accessToken}` } });
  } catch {
    // Nothing to do: the token ends with its lifetime.
  }
};

export type LoginParams = {
  email: string;
  password: string;
  /** The two-factor code (or a recovery code), when the first attempt answered otp-required. */
  otp?: string;
  /** Sign in with a passkey as the second factor: the server's challenge, signed by the authenticator (issue 42). */
  passkey?: boolean;
  /** The oauth_code query parameter of /login. */
  oauthCode?: string;
};

/** The sign-in's passkey assertion: the challenge the server binds to this sign-in, signed by the authenticator. */
const passkeyAssertionFor = async (ask: () => Promise<unknown>): Promise<string> => {
  try {
    await ask();
  } catch (error) {
    if (isOtpRequired(error) && error.passkeyOptions) return assertPasskey(error.passkeyOptions);
    throw error;
  }
  throw new ApiError({ status: 0, message: 'app.error.unexpected' });
};

/** What a sign-in tells beside the session: how many recovery codes are left when one was used. */
export type LoginOutcome = { recoveryCodesLeft?: number };

/** Sign-in approved from another device: the announced code and this browser's secret (deviceSignIn/). */
export type DeviceLoginParams = { device: { otp: string; verifier: string } };

/** react-admin skips its "please login" notice when the rejection's message is false. */
type CheckAuthRejection = { message: string | false };

export const authProvider: AuthProvider = {
  /**
   * Rejects with the ApiError of the answer. A 403 carrying otp-required (see isOtpRequired) means the
   * same sign-in must be sent again with a two-factor code.
   */
  login: async (params: LoginParams | DeviceLoginParams): Promise<LoginOutcome> => {
    if ('device' in params) {
      const signedIn = await callApi('auth.deviceSignIn.redeem', { body: params.device, errorContext: 'login' });
      writeSession(signedIn.token, signedIn.user);
      queryClient.setQueryData(queryKeys.me(), signedIn.user);
      return {};
    }
    const { email, password, otp, oauthCode, passkey } = params;
    const body = oauthCode ? { email, password, oauth_code: oauthCode } : { email, password };
    const send = (headers?: Record<string, string>) => callApi('auth.login', { body, oneTimeCode: otp, headers, errorContext: 'login' });
    const result = passkey ? await send({ [HEADERS.passkeyAssertion]: await passkeyAssertionFor(() => send({ [HEADERS.passkeyAssertion]: 'request' })) }) : await send();
    writeSession(result.token, result.user);
    // The sign-in's answer is the user as auth/me gives it (the server's userResource): the shell's
    // re-read (layout/UserSync) starts from it instead of asking again at once (issue 43).
    queryClient.setQueryData(queryKeys.me(), result.user);
    return { recoveryCodesLeft: result.recovery_codes_left };
  },

  /**
   * Document 1 section 4: logout clears token, user, caches and settings (the table preferences and the
   * cached white label of this user). An admin acting as a user is signed out of both sessions. Chat
   * keeps no state in this build (both chat services are unset).
   */
  logout: async (): Promise<void> => {
    const accessToken = readAccessToken();
    const reserve = adminReserve.read();
    if (accessToken) await revoke(accessToken);
    if (reserve) await revoke(reserve.token.access_token);
    clearSession();
    adminReserve.clear();
    removeItem(STORAGE_KEYS.tablePreferences);
    removeItem(STORAGE_KEYS.managerWhiteLabel);
    queryClient.clear();
  },

  checkAuth: async (): Promise<void> => {
    const token = readToken();
    if (!token || !readUser()) throw { message: false } satisfies CheckAuthRejection;
    if (!isSessionOfThisRelease()) {
      clearSession();
      throw { message: false } satisfies CheckAuthRejection;
    }
    if (secondsLeft(token) <= 0) {
      clearSession();
      throw { message: 'ra.notification.logged_out' } satisfies CheckAuthRejection;
    }
    try {
      await refreshIfExpiring();
    } catch {
      throw { message: 'ra.notification.logged_out' } satisfies CheckAuthRejection;
    }
  },

  /**
   * 401 outside login clears the stored auth and goes to login (document 2, section 8). When the
   * shell's ApiErrorListener has done so already, there is nothing left to end.
   */
  checkError: async (error: unknown): Promise<void> => {
    const status = isApiError(error) ? error.status : typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
    if (status === 401 && readToken()) {
      clearSession();
      throw { message: 'ra.notification.logged_out' } satisfies CheckAuthRejection;
    }
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = readUser();
    if (!user) throw new Error('ra.notification.logged_out');
    return { id: user.id, fullName: `${user.first_name} ${user.last_name}`.trim() || user.email, avatar: user.avatar ?? undefined };
  },

  /** The role slug: super-admin, admin, manager or manager-reader (null when signed out). */
  getPermissions: async (): Promise<RoleSlug | null> => roleOf(readUser()),

  /** react-admin's access checks (<CanAccess>, lists, buttons) ask the portal's pure canAccess. */
  canAccess: async ({ resource, action }) => canAccess(currentAccessContext(), resource, action),
};
