import { useEffect, useEffectEvent, useRef, useState } from 'react';

export type RequestState<T> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Sends a request once per key and follows its answer. The promise is kept across StrictMode's
 * second mount, so a one-time link (e-mail approval) is never spent by a duplicate request.
 * A null key sends nothing.
 */
export const useRequestOnce = <T>(key: string | null, send: () => Promise<T>): RequestState<T> => {
  const sent = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const [state, setState] = useState<RequestState<T>>(key === null ? { status: 'idle' } : { status: 'pending' });
  // `send` is a new function on each render; the key alone says which request this is.
  const sendNow = useEffectEvent(() => send());

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    if (sent.current?.key !== key) {
      sent.current = { key, promise: sendNow() };
      setState({ status: 'pending' });
    }
    let current = true;
    sent.current.promise.then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  return state;
};
