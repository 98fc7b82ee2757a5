import { lazy, useState, type ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '../../contract/constants';

/** A component loaded on first use whose code can be fetched ahead (`preload`, e.g. while a person signs in). */
export type LazyComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component loaded on first use (React.lazy) from a module's named export. A chunk that has not
 * arrived after the lazy load timeout (document 2 section 9) fails, so the error boundary shows
 * instead of an endless spinner. Once its module is in (a visit before, or `preload`), it renders at
 * once: a lazy component suspends on its first render even when its chunk is cached, and each reveal
 * of suspended content costs a commit that React holds back (issue 43: code → dashboard passed two
 * such boundaries, the layout's and the page's, before the dashboard could start its reads).
 */
export const lazyComponent = <P extends object, M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyComponent<P> => {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchModule = async (): Promise<ComponentType<P>> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The page ${name} did not load within ${LAZY_LOAD_TIMEOUT_MS} ms`)), LAZY_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      // The export is a component by construction of the callers (named components).
      loaded = module[name] as ComponentType<P>;
      return loaded;
    } finally {
      clearTimeout(timer);
    }
  };
  // One load at a time; a failed one may be tried again (a later preload or visit).
  const fetchOnce = (): Promise<ComponentType<P>> =>
    (pending ??= fetchModule().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  const Preloadable = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component would mount the page again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  return Object.assign(Preloadable, { preload: fetchOnce });
};

/** A page (no props) loaded on first visit; see lazyComponent. */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyComponent =>
  lazyComponent<object, M, K>(load, name);
