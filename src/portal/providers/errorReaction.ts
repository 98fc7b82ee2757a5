import { isApiError } from './ApiError';
import type { ErrorContext } from './apiErrorEvents';

/** An alert dialog: severity, optional title, message (translation key or server text), button label or none. */
export type AlertSpec = { severity: 'error' | 'warning'; title: string | null; message: string; button: string | null };

export type ErrorReaction =
  | ({ kind: 'alert' } & AlertSpec)
  /** Ask for a two-factor code and send the same request again with it. */
  | { kind: 'twoFactor'; message: string }
  /** A 403 without otp-required: the two-factor state resets. */
  | { kind: 'resetTwoFactor'; message: string }
  /** Clear the stored auth and go to the login page, remembering the page. */
  | { kind: 'logout' }
  /** Ask to confirm a suspected duplicate, then send again with bypass_duplicate_check. */
  | { kind: 'duplicate'; message: string }
  /** Messages for the form: per field (joined by newlines) and for the whole form. */
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  | { kind: 'none' };

const OK = 'app.error.ok';
const NONE: ErrorReaction = { kind: 'none' };

/**
 * The error catalogue of document 2 section 8 as a pure function: what the portal does about a failed
 * call made in a given context. Default messages (Maintenance mode, Unauthorized, Unknown error, …)
 * are already set by the httpClient when the answer carries none.
 */
export const errorReaction = (error: unknown, context: ErrorContext): ErrorReaction => {
  if (context === 'silent') return NONE;
  if (!isApiError(error)) return context === 'form' ? { kind: 'fields', fields: {}, message: 'app.error.unexpected' } : NONE;
  const { status, message } = error;

  if (status === 503 && error.maintenance) return { kind: 'alert', severity: 'warning', title: null, message, button: null };
  if (status === 503 && error.remotePortal) return { kind: 'alert', severity: 'warning', title: null, message, button: OK };
  if (status >= 500) return { kind: 'alert', severity: 'error', title: null, message: 'app.error.server', button: OK };
  if (context === 'login') return NONE;

  if (status === 401) {
    return context === 'form' ? { kind: 'alert', severity: 'error', title: 'app.error.unexpected', message, button: OK } : { kind: 'logout' };
  }
  if (context !== 'form') return NONE;
  if (status === 403) return error.otpRequired ? { kind: 'twoFactor', message } : { kind: 'resetTwoFactor', message };
  if (status === 409) return { kind: 'duplicate', message };
  // 422 and every other error on a form: the field map, and the message for the form.
  return { kind: 'fields', fields: error.body.errors ?? {}, message };
};
