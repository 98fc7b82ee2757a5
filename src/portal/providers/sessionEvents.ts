/**
 * Tells the portal that the stored session changed (sign-in, refresh, logout, acting as a user), in
 * this tab or another: the access context, menus and guards are derived from storage and re-read it.
 */
const EVENT = 'kontor:session';

export const sessionEvents = {
  emit: (): void => {
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
  },
  subscribe: (listener: () => void): (() => void) => {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener(EVENT, listener);
    // Another tab signing in or out changes this tab's session too.
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener(EVENT, listener);
      window.removeEventListener('storage', listener);
    };
  },
};
