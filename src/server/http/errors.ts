import type { ErrorBody } from '../../contract/http';

/** An error that becomes an HTTP answer in the documented shape `{message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** 422 with a field map; the message is the first field message, as the portal expects. */
export const validationError = (errors: Record<string, string[]>, message?: string): HttpError => {
  const messages = Object.values(errors).flat();
  const first = message ?? messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return new HttpError(422, more > 0 && !message ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first, errors);
};

export const fieldError = (field: string, message: string): HttpError => validationError({ [field]: [message] });

export const unauthorized = (message = 'Unauthenticated.'): HttpError => new HttpError(401, message);
export const forbidden = (message = 'This action is unauthorized.'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not found.'): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string): HttpError =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
