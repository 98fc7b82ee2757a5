import { useEffect, useRef, useSyncExternalStore } from 'react';
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
  useEffect(() => {
    engine.refresh();
    // reloadOn lists the context's parts that arrive asynchronously.
  }, reloadOn);
  return engine;
};
