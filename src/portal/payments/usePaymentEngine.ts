import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Transaction } from '../../contract/entities';
import { createFormEngine, type FormEngine } from './engine/createFormEngine';
import type { AfterChange, BeforeChange, FormState } from './engine/types';

type Options<C> = { initial: () => FormState; before: readonly BeforeChange<C>[]; after: () => AfterChange<C>[]; context: C; reloadOn: readonly unknown[] };

/**
 * One form engine for the page's life (a change of language keeps the page mounted, see
 * providers/PortalAdminContext); React re-renders on its changes. The context (accounts, map,
 * beneficiaries) is read at each change; when it arrives the listeners run again (`reloadOn`).
 */
export const usePaymentEngine = <C>({ initial, before, after, context, reloadOn }: Options<C>): FormEngine<C, Transaction> => {
  const contextRef = useRef(context);
  contextRef.current = context;
  const engineRef = useRef<FormEngine<C, Transaction> | null>(null);
  if (!engineRef.current) engineRef.current = createFormEngine<C, Transaction>({ initial: initial(), before, after: after(), context: () => contextRef.current });
  const engine = engineRef.current;
  useSyncExternalStore(engine.subscribe, engine.get, engine.get);
  // reloadOn lists the context's parts that arrive asynchronously; it is the caller's array, new on each
  // render, so the parts last seen are held and replaced (during render, as React advises for state that
  // follows props) when one of them is another value: that replacement is the listeners' cue.
  const [arrived, setArrived] = useState(reloadOn);
  if (reloadOn.length !== arrived.length || reloadOn.some((part, i) => !Object.is(part, arrived[i]))) setArrived(reloadOn);
  useEffect(() => {
    engine.refresh();
  }, [engine, arrived]);
  return engine;
};
