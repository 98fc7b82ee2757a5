import type { PortalServiceProvider } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { type PortalProvider, REMOTE_MESSAGES, RemotePortalError } from './provider';
import { portalProvider } from './providers';

export const DEFAULT_PORTAL_TIMEOUT_MS = 8000;

/**
 * Calls a provider with the configured time limit. A provider failure is thrown as it is (a
 * RemotePortalError: http/errorHandler.ts answers it); on time-out the call is aborted and fails as
 * `timeout` (503 `remote-portal-status: timeout`).
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
  } finally {
    clearTimeout(timer);
  }
};
