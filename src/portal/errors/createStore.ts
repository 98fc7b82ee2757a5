/** A tiny external store (for useSyncExternalStore): the shell's modals are driven through these. */
export type Store<T> = { get: () => T; set: (next: T) => void; subscribe: (listener: () => void) => () => void };

export const createStore = <T>(initial: T): Store<T> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
