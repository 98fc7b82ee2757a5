import { HEADERS } from '../../../contract/http';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { type PspAdapter, PspRefusedError, PspUnavailableError } from './adapter';
import { sandboxAdapter } from './sandbox';

/**
 * The PSP adapters this server knows, by KONTOR_PSP_ADAPTER. A bank adds its own here (docs/psp.md);
 * 'sandbox' is the built-in deterministic one.
 */
const ADAPTERS: Record<string, (ctx: AppContext) => PspAdapter> = {
  sandbox: sandboxAdapter,
};

export const usesSandbox = (ctx: AppContext): boolean => ctx.config.pspAdapter === 'sandbox';

export const pspAdapterOf = (ctx: AppContext): PspAdapter => {
  const make = ADAPTERS[ctx.config.pspAdapter];
  if (!make) throw new Error(`Unknown PSP adapter "${ctx.config.pspAdapter}" (KONTOR_PSP_ADAPTER)`);
  return make(ctx);
};

export const PSP_MESSAGES = {
  unavailable: 'The PSP is unavailable. Please try again later.',
  refused: (reason: string) => `The PSP refused the request: ${reason}`,
} as const;

/** 503 with the remote-portal-status header (document 2 section 8): the portal shows a warning. */
export const pspUnavailable = (): HttpError => new HttpError(503, PSP_MESSAGES.unavailable, undefined, { [HEADERS.remotePortalStatus]: 'unavailable' });

/**
 * Runs one PSP call under Kontor's timeout and turns the PSP's failures into answers: unreachable or
 * too slow → 503 (remote-portal-status), refused → 422 with the PSP's reason.
 */
export const callPsp = async <T>(ctx: AppContext, run: (psp: PspAdapter, signal: AbortSignal) => Promise<T>): Promise<T> => {
  const psp = pspAdapterOf(ctx);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PspUnavailableError('The PSP did not answer in time.'));
    }, ctx.config.pspTimeoutMs);
  });
  try {
    return await Promise.race([run(psp, controller.signal), timeout]);
  } catch (e) {
    if (e instanceof PspUnavailableError) throw pspUnavailable();
    if (e instanceof PspRefusedError) throw new HttpError(422, PSP_MESSAGES.refused(e.reason));
    throw e;
  } finally {
    clearTimeout(timer);
  }
};
