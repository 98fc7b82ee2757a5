import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { HEADERS } from '../../contract/http';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  TwoFactorSetupRequiredError,
  NotFoundError,
  OneTimeCodeRequiredError,
  RuleBrokenError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UnavailableError,
  ruleBroken,
  unavailable,
} from '../domain/errors';
import { LedgerError, ledgerRefusal } from '../ledger/errors';
import { RemotePortalError, remoteFailureMessage } from '../modules/portals/provider';
import { PSP_MESSAGES, PspRefusedError, PspUnavailableError } from '../modules/psp/adapter';
import { HttpError } from './errors';
import { zodToHttpError } from './zodErrors';

export const SERVER_ERROR_MESSAGE = 'Server Error, please try again later';

/** Every error leaves in the shape `{message, errors?}`; a 500 never shows its details. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, req, reply) => {
    const known = httpErrorOf(error);
    if (known) {
      if (known.status >= 500) req.log.error({ err: error }, 'request failed');
      return reply.code(known.status).headers(known.headers).send(known.body());
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    }
    return reply.code(status).send({ message: clientMessage(error as FastifyError, status) });
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ message: 'Not found.' }));
};

/** The answer of an error the server knows (validation, the routes' own, every family of the domain); null for the rest. */
export const httpErrorOf = (error: unknown): HttpError | null => {
  if (error instanceof ZodError) return zodToHttpError(error);
  if (error instanceof HttpError) return error;
  const domain = domainErrorOf(error);
  return domain ? domainToHttp(domain) : null;
};

/**
 * The errors of the ledger and of the outside parties' adapters, each in the family of the domain it
 * belongs to; null for an error that is a bug (a ledger code other than a refusal, anything unknown).
 */
export const domainErrorOf = (e: unknown): DomainError | null => {
  if (e instanceof DomainError) return e;
  if (e instanceof LedgerError) return ledgerRefusal(e);
  // The PSP and a remote portal: down or too slow is shown as the remote party's state, a refusal as a broken rule.
  if (e instanceof PspUnavailableError) return unavailable(PSP_MESSAGES.unavailable, 'unavailable');
  if (e instanceof PspRefusedError) return ruleBroken(e.message);
  if (e instanceof RemotePortalError) {
    const message = remoteFailureMessage(e);
    return e.failure === 'unavailable' || e.failure === 'timeout' ? unavailable(message, e.failure) : ruleBroken(message);
  }
  return null;
};

/** Each family of domain errors has one status (and, for some, one header); the body is always `{message, errors?}`. */
export const domainToHttp = (e: DomainError): HttpError => {
  const status = (status: number, headers: Record<string, string> = {}) => new HttpError(status, e.message, e.errors, headers);
  if (e instanceof RuleBrokenError) return status(422);
  if (e instanceof NotFoundError) return status(404);
  if (e instanceof TwoFactorSetupRequiredError) return status(403, { [HEADERS.twoFactorSetupRequired]: 'true' });
  if (e instanceof ForbiddenError) return status(403);
  if (e instanceof ConflictError) return status(409);
  if (e instanceof UnauthenticatedError) return status(401);
  if (e instanceof TooManyAttemptsError) return status(429, { [HEADERS.retryAfter]: String(Math.max(1, Math.ceil(e.retryAfterSeconds))) });
  if (e instanceof UnavailableError) return status(503, e.remote ? { [HEADERS.remotePortalStatus]: e.remote } : {});
  if (e instanceof OneTimeCodeRequiredError) {
    const headers: Record<string, string> = { [HEADERS.otpRequired]: 'true' };
    if (e.retryAfterSeconds !== undefined) headers[HEADERS.retryAfter] = String(e.retryAfterSeconds);
    if (e.methods?.length) headers[HEADERS.otpMethods] = e.methods.join(',');
    if (e.passkeyOptions) headers[HEADERS.passkeyOptions] = e.passkeyOptions;
    return status(403, headers);
  }
  return new HttpError(500, SERVER_ERROR_MESSAGE);
};

const clientMessage = (error: FastifyError, status: number): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      if (status === 400 && /JSON|Unexpected token|prototype/i.test(error.message)) return 'The request body is not valid JSON.';
      return status === 413 ? 'The request is too large.' : error.message || 'Bad request.';
  }
};
