import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { RouteParams } from './types';

/**
 * Route parameters a page knows only once its record arrived (a transaction's list mode follows its
 * status): the breadcrumbs of that page use them for its parents (issue 21 item 8). One page at a
 * time: the entry belongs to the path it was given for.
 */
let current: { path: string; params: RouteParams } | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((fn) => fn());

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** The page at `path` tells its breadcrumbs `params` while it is shown. */
export const usePageCrumbParams = (path: string, params: RouteParams | null): void => {
  // Callers build `params` afresh on each render: its content (key) is what is followed.
  const key = params ? JSON.stringify(params) : '';
  const paramsNow = useEffectEvent(() => params);
  useEffect(() => {
    const given = paramsNow();
    if (!given) return undefined;
    current = { path, params: given };
    publish();
    return () => {
      if (current?.path === path) {
        current = null;
        publish();
      }
    };
  }, [path, key]);
};

/** The parameters the page at `path` gave, if any. */
export const useCrumbParamsOf = (path: string): RouteParams | null => {
  const entry = useSyncExternalStore(subscribe, () => current, () => null);
  return entry && entry.path === path ? entry.params : null;
};
