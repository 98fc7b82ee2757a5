import type { z } from 'zod';

/** Base path of every API call; call paths in the table are relative to it. */
export const API_BASE = '/api/v1';
export const DOCS_BASE = '/docs/v1';

/** Header names shared by the portal and the server (document 2, sections 3 and 8). */
export const HEADERS = {
  clientVersion: 'x-client-version',
  browserId: 'x-browser-id',
  oneTimeCode: 'one-time-code',
  /** Makes a money-moving POST safe to retry: the same key and payload create it once (decisions.md, issue 4). */
  idempotencyKey: 'idempotency-key',
  otpRequired: 'otp-required',
  /** With otp-required: the second factors the user may answer with, comma-separated (totp, passkey, recovery_code). */
  otpMethods: 'otp-methods',
  /** A passkey assertion for this request (base64url JSON), or `request` to be given a challenge bound to it. */
  passkeyAssertion: 'passkey-assertion',
  /** With otp-required, answering `passkey-assertion: request`: the WebAuthn request options (base64url JSON). */
  passkeyOptions: 'passkey-options',
  /**
   * 403 with this header (`true`): the two-factor policy requires a second factor the user has not set up;
   * every call but TWO_FACTOR_SETUP_CALLS is refused until it is (issue 42).
   */
  twoFactorSetupRequired: 'two-factor-setup-required',
  maintenance: 'maintenance',
  remotePortalStatus: 'remote-portal-status',
  retryAfter: 'retry-after',
} as const;

/**
 * The calls a signed-in user the two-factor policy stops (HEADERS.twoFactorSetupRequired) may still make:
 * who they are, signing out, and the profile's two-factor set-up with what the profile page shows.
 */
export const TWO_FACTOR_SETUP_CALLS = [
  'auth.me', 'auth.logout', 'profile.get', 'profile.twoFactorQr', 'profile.twoFactorAssign', 'profile.recoveryCodes', 'profile.passkeys',
  'profile.signInHistory', 'profile.sessions', 'profile.sessionsEnd',
] as const;

/** Calls the server makes safe to retry with HEADERS.idempotencyKey; the portal sends one key per submit on these. */
export const IDEMPOTENT_CALLS = ['manager.transactions.create', 'admin.transactions.credit', 'manager.crypto.withdraw', 'manager.crypto.fiatCrypto', 'manager.crypto.cryptoFiat', 'manager.crypto.deposit', 'products.wallet', 'manager.affiliates.sendFunds'] as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call.
 * guest: visitors only (sign-in, registration, password recovery);
 * public: anyone, signed in or not;
 * user: any signed-in user; manager: manager or manager-reader; admin: super-admin or admin.
 */
export type CallAccess = 'guest' | 'public' | 'user' | 'manager' | 'admin';

export type CallDef = {
  method: HttpMethod;
  /** Relative to API_BASE, path parameters as `{name}`. */
  path: string;
  access: CallAccess;
  summary: string;
  /** Feature name, used for grouping in the OpenAPI document. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data (files); `body` then describes its non-file fields. */
  multipart?: boolean;
  /** What the answer is: JSON (default) or a file download. */
  response?: 'json' | 'file';
  /**
   * The call needs a one-time code (403 otp-required until the code for this payload is given): always, unless
   * otpWhen says when. The request is validated first: an invalid one answers its 422 (404, 409) without a code.
   */
  otp?: boolean;
  /**
   * With otp: the code is needed only in this case. The text completes "A one-time code is needed only
   * when …" in the API documentation.
   */
  otpWhen?: string;
  /** A recovery code is accepted instead of the one-time code: the sign-ins only (issue 42). */
  recoveryCodes?: boolean;
  /** The call changes data: manager-reader is refused (403). */
  write?: boolean;
  /**
   * Manager only although it changes nothing here: it hands the caller the company's own credential at
   * another system (a remote portal's sign-in address), where the holder may act. manager-reader is refused (403).
   */
  managerOnly?: boolean;
};

export const defineCalls = <const T extends Record<string, CallDef>>(calls: T): T => calls;

/** Every error body has this shape (DESIGN.md). */
export type ErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
};

/** Paginated list answer: data plus meta (document 2, section 3). */
export type PaginationMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  path: string;
  from: number | null;
  to: number | null;
  total: number;
};

export type Paginated<T> = { data: T[]; meta: PaginationMeta };
export type Item<T> = { data: T };

/** Turns `a/{id}/b` into the concrete path with encoded parameters. */
export const fillPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
