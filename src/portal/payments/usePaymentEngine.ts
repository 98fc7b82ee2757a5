import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';
import { createFormEngine, type FormEngine } from './engine/createFormEngine';
import type { AfterChange, BeforeChange, FormState } from './engine/types';

type Options<C> = { initial: () => FormState; before: readonly BeforeChange<C>[]; after: () => AfterChange<C>[]; context: C; reloadOn: readonly unknown[] };

type Kept = { form: object; locale: string; mounts: number };

/**
 * The engines of the forms on screen, by history entry. react-admin mounts the whole page again when
 * the language changes (ra-core's I18nContextProvider re-keys everything under it), which would start
 * the form afresh: a typed 99,95 became 100 again (issue 43). A page mounted in the same history entry
 * under another language than its engine's takes the engine back; in the same language (arriving at
 * the page again) it starts a new form, as PaymentRounds wants. An engine no page holds is dropped.
 */
const kept = new Map<string, Kept>();

const useKept = <E extends object>(make: () => E): E => {
  const { key, pathname } = useLocation();
  const [locale] = useLocaleState();
  const id = `${pathname}#${key}`;
  const formRef = useRef<E | null>(null);
  if (!formRef.current) {
    const found = kept.get(id);
    // The entry holds what this same hook made for this same history entry.
    if (found && found.locale !== locale) {
      formRef.current = found.form as E;
      found.locale = locale;
    } else {
      formRef.current = make();
      kept.set(id, { form: formRef.current, locale, mounts: 0 });
    }
  }
  useEffect(() => {
    const entry = kept.get(id);
    if (!entry || entry.form !== formRef.current) return undefined;
    entry.mounts += 1;
    return () => {
      entry.mounts -= 1;
      setTimeout(() => {
        if (entry.mounts === 0 && kept.get(id) === entry) kept.delete(id);
      }, 0);
    };
  }, [id]);
  return formRef.current;
};

/**
 * One form engine for the page's life (kept across a change of language, see `kept`); React
 * re-renders on its changes. The context (accounts, map, beneficiaries) is read at each change; when
 * it arrives the listeners run again (`reloadOn`).
 */
export const usePaymentEngine = <C>({ initial, before, after, context, reloadOn }: Options<C>): FormEngine<C, Transaction> => {
  // The engine reads the context of the page mounted now, also when it was made by an earlier mount.
  const { engine, contextRef } = useKept(() => {
    const ref = { current: context };
    return { engine: createFormEngine<C, Transaction>({ initial: initial(), before, after: after(), context: () => ref.current }), contextRef: ref };
  });
  contextRef.current = context;
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
