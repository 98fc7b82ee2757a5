import { resolveBranding, type Branding } from './Branding';
import { readCachedWhiteLabel } from './whiteLabelCache';

type Listener = () => void;

const listeners = new Set<Listener>();

/** The brand goes on <html data-brand> at once, so that code rendering before any effect reads the right one. */
const publish = (branding: Branding): void => {
  if (typeof document !== 'undefined') document.documentElement.dataset.brand = branding.theme;
};

const same = (a: Branding, b: Branding): boolean => (Object.keys(a) as Array<keyof Branding>).every((key) => a[key] === b[key]);

// A cached copy, even an old one, brands the very first render.
let current: Branding = resolveBranding(readCachedWhiteLabel()?.record ?? null);
publish(current);

export const currentBranding = (): Branding => current;

/** The product name, for code outside React (the document title). */
export const brandName = (): string => current.name;

export const setBranding = (next: Branding): void => {
  if (same(current, next)) return;
  current = next;
  publish(next);
  for (const listener of listeners) listener();
};

export const subscribeBranding = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
