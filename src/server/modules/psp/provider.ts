import type { AppContext } from '../../context';
import { type PspAdapter, PspUnavailableError } from './adapter';
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

/**
 * Runs one PSP call under Kontor's timeout: too slow fails as PspUnavailableError. The PSP's failures
 * are thrown as they are; http/errorHandler.ts answers them (unavailable 503, refused 422).
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
  } finally {
    clearTimeout(timer);
  }
};
