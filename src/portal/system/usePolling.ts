import { useEffect, useRef, useState } from 'react';
import { SYSTEM_POLLING_MS } from '../../contract/constants';

export type Polling<T> = {
  /** The latest answer (kept while a later load fails). */
  data: T | undefined;
  /** The error of the latest load, null after a success. */
  error: unknown;
  /** The answers of this visit, oldest first, at most `historySize`. */
  history: T[];
  updatedAt: Date | null;
};

const empty = <T>(): Polling<T> => ({ data: undefined, error: null, history: [], updatedAt: null });

/**
 * Loads at once, then every `intervalMs` (the system overview's 20 s by default) while the component
 * is mounted; a new `key` starts over. A tick while a load is still under way is skipped; unmounting
 * stops the timer and aborts the load in flight (document 1: polling stops when the admin leaves).
 */
export const usePolling = <T>(load: (signal: AbortSignal) => Promise<T>, key: string, intervalMs: number = SYSTEM_POLLING_MS, historySize = 30): Polling<T> => {
  const [state, setState] = useState<Polling<T>>(empty);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let stopped = false;
    let inFlight: AbortController | null = null;
    setState(empty());
    const tick = async () => {
      if (inFlight) return;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const data = await loadRef.current(controller.signal);
        if (!stopped) setState((s) => ({ data, error: null, history: [...s.history, data].slice(-historySize), updatedAt: new Date() }));
      } catch (error) {
        if (!stopped) setState((s) => ({ ...s, error }));
      } finally {
        inFlight = null;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
      inFlight?.abort();
    };
  }, [key, intervalMs, historySize]);

  return state;
};
