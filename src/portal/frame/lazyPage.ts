import { lazy, type ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '../../contract/constants';

/**
 * A page loaded on first visit (React.lazy) from a module's named export. A chunk that has not
 * arrived after the lazy load timeout (document 2 section 9) fails, so the error boundary shows
 * instead of an endless spinner.
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) =>
  lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The page ${name} did not load within ${LAZY_LOAD_TIMEOUT_MS} ms`)), LAZY_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      // The export is a component by construction of the callers (named page components).
      return { default: module[name] as ComponentType };
    } finally {
      clearTimeout(timer);
    }
  });
