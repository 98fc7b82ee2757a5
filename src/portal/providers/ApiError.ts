/** What a failed call carries; `message` is the server's message or an `app.error.*` translation key. */
export type ApiErrorInit = {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  otpRequired?: boolean;
  /** With otp-required: the second factors the server accepts (otp-methods: totp, passkey, recovery_code). */
  otpMethods?: readonly string[];
  /** With otp-required, after `passkey-assertion: request`: the WebAuthn request options (base64url JSON). */
  passkeyOptions?: string | null;
  retryAfterSeconds?: number | null;
  /** 403 with two-factor-setup-required: the two-factor policy wants a second factor set up first (issue 42). */
  twoFactorSetupRequired?: boolean;
  maintenance?: boolean;
  /** 503 with the remote-portal-status header: a remote payment portal is down. */
  remotePortal?: boolean;
};

/**
 * A failed API call. `body` follows react-admin's HttpError: forms put `body.errors` (field to
 * message, several messages joined by newlines, document 1 section 5) on the matching inputs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** 403 with the otp-required header: a two-factor code is needed (or the one given was refused). */
  readonly otpRequired: boolean;
  readonly otpMethods: readonly string[];
  readonly passkeyOptions: string | null;
  readonly retryAfterSeconds: number | null;
  readonly twoFactorSetupRequired: boolean;
  readonly maintenance: boolean;
  readonly remotePortal: boolean;
  readonly body: { message: string; errors?: Record<string, string> };

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.otpRequired = init.otpRequired ?? false;
    this.otpMethods = init.otpMethods ?? [];
    this.passkeyOptions = init.passkeyOptions ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.twoFactorSetupRequired = init.twoFactorSetupRequired ?? false;
    this.maintenance = init.maintenance ?? false;
    this.remotePortal = init.remotePortal ?? false;
    const joined = joinFieldErrors(this.errors);
    this.body = Object.keys(joined).length > 0 ? { message: init.message, errors: joined } : { message: init.message };
  }
}

export const joinFieldErrors = (errors: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([, messages]) => messages.length > 0).map(([field, messages]) => [field, messages.join('\n')]));

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The sign-in (or a confirmed action) needs a two-factor code: the portal opens the two-factor modal. */
export const isOtpRequired = (error: unknown): error is ApiError => isApiError(error) && error.status === 403 && error.otpRequired;
