import type { PortalServiceProvider } from '../../../contract/enums';
import { HEADERS } from '../../../contract/http';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { type PortalProvider, RemotePortalError } from './provider';
import { portalProvider } from './providers';

export const REMOTE_MESSAGES = {
  unavailable: 'Remote portal is unavailable. Please try again later',
  timeout: 'The remote portal did not answer in time. Please try again later',
  unauthorized: 'The remote portal no longer accepts the stored sign-up. Sign up again.',
  notFound: 'The remote portal has no such account.',
} as const;

export const DEFAULT_PORTAL_TIMEOUT_MS = 8000;

/** The answer a provider failure gives: 503 with remote-portal-status (document 2 section 8) when it is down or too slow. */
export const remoteToHttp = (e: RemotePortalError): HttpError => {
  switch (e.failure) {
    case 'unavailable':
      return new HttpError(503, e.message || REMOTE_MESSAGES.unavailable, undefined, { [HEADERS.remotePortalStatus]: 'unavailable' });
    case 'timeout':
      return new HttpError(503, REMOTE_MESSAGES.timeout, undefined, { [HEADERS.remotePortalStatus]: 'timeout' });
    case 'refused':
      return new HttpError(422, e.message);
    case 'unauthorized':
      return new HttpError(422, REMOTE_MESSAGES.unauthorized);
    case 'not_found':
      return new HttpError(422, REMOTE_MESSAGES.notFound);
  }
};

/**
 * Calls a provider with the configured time limit. A provider failure becomes its HTTP answer
 * (remoteToHttp); on time-out the call is aborted and answers 503 `remote-portal-status: timeout`.
 */
export const remoteCall = async <T>(ctx: AppContext, service: PortalServiceProvider, fn: (p: PortalProvider, signal: AbortSignal) => Promise<T>): Promise<T> => {
  const limit = ctx.config.portalTimeoutMs ?? DEFAULT_PORTAL_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RemotePortalError('timeout', REMOTE_MESSAGES.timeout));
    }, limit);
  });
  try {
    return await Promise.race([fn(portalProvider(ctx, service), controller.signal), timeout]);
  } catch (e) {
    if (e instanceof RemotePortalError) throw remoteToHttp(e);
    throw e;
  } finally {
    clearTimeout(timer);
  }
};
