import type { Theme } from '../../contract/enums';
import { activeTheme } from '../theme/activeTheme';

/**
 * The single place where access decisions and menus learn the brand theme (document 1 section 2.6:
 * the second theme relabels and hides entries, crypto shows on the first only). The branding loader
 * publishes the brand on <html data-brand>; this reads it and follows its changes.
 */
export const brandTheme = {
  current: (): Theme => activeTheme(),
  subscribe: (listener: () => void): (() => void) => {
    if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => undefined;
    const observer = new MutationObserver(listener);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-brand'] });
    return () => observer.disconnect();
  },
};
