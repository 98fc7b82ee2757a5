import { RATES_PAUSE_AFTER_SUBMIT_MS } from '../../../contract/constants';
import { applyBeforeChange } from './applyBeforeChange';
import { sameValue, type AfterChange, type BeforeChange, type EngineHandle, type FormState } from './types';

export type EngineSnapshot<T> = {
  values: FormState;
  loading: boolean;
  submitted: boolean;
  errors: Record<string, string>;
  /** Created transactions of this page visit, oldest first. */
  created: T[];
  latest: T | null;
  /** Rate updates wait until this time (ms since epoch) after a submit. */
  ratesPausedUntil: number;
  /** Results of after-change effects (grand total, prefilled transaction…). */
  extras: Record<string, unknown>;
};

export type EngineOptions<C> = {
  initial: FormState;
  before: readonly BeforeChange<C>[];
  after: readonly AfterChange<C>[];
  context: () => C;
  now?: () => number;
};

export type SubmitResult<T> = { created?: T; errors?: Record<string, string> } | undefined;

/**
 * The form engine shared by the payment forms (document 1 section 4 "Form submit"): changes pass the
 * before-change listeners, then the after-change listeners react; submit keeps the loading/submitted
 * flags, ignores a second submit meanwhile, keeps the created transactions and pauses rate updates.
 * Pure TypeScript: React subscribes to it (usePaymentEngine).
 */
export const createFormEngine = <C, T = unknown>({ initial, before, after, context, now = Date.now }: EngineOptions<C>) => {
  let state: EngineSnapshot<T> = { values: applyBeforeChange(before, initial, {}, context()), loading: false, submitted: false, errors: {}, created: [], latest: null, ratesPausedUntil: 0, extras: {} };
  const subscribers = new Set<() => void>();
  const set = (patch: Partial<EngineSnapshot<T>>) => {
    state = { ...state, ...patch };
    subscribers.forEach((fn) => fn());
  };

  const handle: EngineHandle = {
    values: () => state.values,
    change: (patch) => change(patch),
    setExtra: (key, value) => {
      if (!sameValue(state.extras[key], value)) set({ extras: { ...state.extras, [key]: value } });
    },
  };

  const change = (patch: FormState): FormState => {
    const prev = state.values;
    const values = applyBeforeChange(before, { ...prev, ...patch }, prev, context());
    if (Object.keys(values).every((k) => sameValue(values[k], prev[k])) && Object.keys(prev).every((k) => k in values)) return prev;
    // A field the person changed no longer carries the server's message about its old value.
    const stale = Object.keys(state.errors).filter((k) => !sameValue(values[k], prev[k]));
    if (stale.length > 0) set({ values, errors: Object.fromEntries(Object.entries(state.errors).filter(([k]) => !stale.includes(k))) });
    else set({ values });
    for (const listener of after) void listener.run(values, prev, context(), handle);
    return values;
  };

  /**
   * Runs every listener as if each filled field were new (first load, context arrived): a beneficiary
   * or destination named by the query before the lists arrived is applied then.
   */
  const refresh = () => {
    const values = applyBeforeChange(before, state.values, {}, context());
    if (values !== state.values) set({ values });
    for (const listener of after) void listener.run(state.values, {}, context(), handle);
  };

  const submit = async (send: (values: FormState) => Promise<SubmitResult<T>>): Promise<void> => {
    if (state.submitted) return;
    set({ loading: true, submitted: true, errors: {}, ratesPausedUntil: now() + RATES_PAUSE_AFTER_SUBMIT_MS });
    try {
      const sent = state.values;
      const result = await send(sent);
      if (result?.created !== undefined) set({ created: [...state.created, result.created], latest: result.created });
      if (result?.errors) {
        // A field the person changed while the answer was on its way is not told about its old value.
        const now = state.values;
        set({ errors: Object.fromEntries(Object.entries(result.errors).filter(([k]) => sameValue(now[k], sent[k]))) });
      }
    } finally {
      set({ loading: false, submitted: false });
    }
  };

  return {
    get: () => state,
    change,
    refresh,
    submit,
    setErrors: (errors: Record<string, string>) => set({ errors }),
    ratesPaused: () => now() < state.ratesPausedUntil,
    subscribe: (fn: () => void) => {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
};

export type FormEngine<C, T = unknown> = ReturnType<typeof createFormEngine<C, T>>;
