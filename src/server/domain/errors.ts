/**
 * The errors a service throws when it cannot do what it was asked. They name what went wrong in the
 * domain's words; http/errorHandler.ts turns each family into its status and the documented body
 * `{message, errors?}` in one place. Services never decide an HTTP status themselves.
 */

/** Messages per field, as the portal shows them under each input. */
export type FieldErrors = Record<string, string[]>;

/** Every refusal a service makes. */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Messages per field, when the refusal is about particular inputs. */
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The record does not exist, or not for this caller (another company's ids look the same). */
export class NotFoundError extends DomainError {}

/** The input breaks a rule: a field's value, a balance, a limit, a state that does not allow it. */
export class RuleBrokenError extends DomainError {}

/** A business rule forbids this caller the action (not a missing sign-in). */
export class ForbiddenError extends DomainError {}

/** The action clashes with what is already there (a suspected duplicate, a state already reached). */
export class ConflictError extends DomainError {}

/** The caller is not signed in, or the credential given is not accepted. */
export class UnauthenticatedError extends DomainError {}

/** Too many attempts: the caller may try again after the given number of seconds. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

/** How an outside party failed: `unavailable` (down or refusing the connection) or `timeout` (too slow). */
export type OutsideFailure = 'unavailable' | 'timeout';

/**
 * An outside party (a remote portal, the PSP, the payment network, the malware scanner) cannot answer
 * now. `remote` says whether the portal should show it as a remote portal's state (document 2 section 8).
 */
export class UnavailableError extends DomainError {
  constructor(
    message: string,
    readonly remote?: OutsideFailure,
  ) {
    super(message);
  }
}

/**
 * A one-time code is needed (or the one given is wrong): the portal opens the two-factor dialog and
 * shows the message. A lock after too many wrong codes says when to try again.
 */
export class OneTimeCodeRequiredError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
    /** The second factors the user may answer with (totp, passkey, recovery_code), when known. */
    readonly methods?: readonly string[],
    /** A passkey challenge bound to this request: the WebAuthn request options, base64url JSON. */
    readonly passkeyOptions?: string,
  ) {
    super(message);
  }
}

/**
 * The two-factor policy (issue 42) requires a second factor the user has not set up: 403 with the
 * two-factor-setup-required header, on every call but the set-up's (contract TWO_FACTOR_SETUP_CALLS).
 */
export class TwoFactorSetupRequiredError extends ForbiddenError {}

/** The message of a 422 with fields: the first field message, and how many more there are. */
const summaryOf = (errors: FieldErrors): string => {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
};

/** A rule broken on several fields; the message is the first field message unless one is given. */
export const invalid = (errors: FieldErrors, message?: string): RuleBrokenError => new RuleBrokenError(message ?? summaryOf(errors), errors);

/** A rule broken on one field. */
export const fieldError = (field: string, message: string): RuleBrokenError => invalid({ [field]: [message] });

/** A rule broken by the request as a whole (no field to point at). */
export const ruleBroken = (message: string): RuleBrokenError => new RuleBrokenError(message);

export const notFound = (message = 'Not found.'): NotFoundError => new NotFoundError(message);
export const forbidden = (message = 'This action is unauthorized.'): ForbiddenError => new ForbiddenError(message);
export const conflict = (message: string, errors?: FieldErrors): ConflictError => new ConflictError(message, errors);
export const unauthenticated = (message = 'Unauthenticated.'): UnauthenticatedError => new UnauthenticatedError(message);
export const tooManyAttempts = (retryAfterSeconds: number, message: string): TooManyAttemptsError => new TooManyAttemptsError(retryAfterSeconds, message);
export const unavailable = (message: string, remote?: OutsideFailure): UnavailableError => new UnavailableError(message, remote);
export const oneTimeCodeRequired = (message: string, retryAfterSeconds?: number, methods?: readonly string[], passkeyOptions?: string): OneTimeCodeRequiredError =>
  new OneTimeCodeRequiredError(message, retryAfterSeconds, methods, passkeyOptions);
