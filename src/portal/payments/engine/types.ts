/** Values of a payment form: field name to value (strings for inputs, numbers for ids, lists, flags). */
export type FormState = Record<string, unknown>;

/**
 * What a before-change listener sees: the values being proposed, the values before the change, and the
 * form's context (accounts, transfer map…). It answers the fields it wants changed, or null.
 */
export type BeforeChange<C> = {
  name: string;
  /** 0, 5, 10, 15 or 20: lower runs first (document 1 section 4 "Form submit"). */
  priority: number;
  run: (next: FormState, prev: FormState, context: C) => FormState | null;
};

/** After-change listeners react to the settled values (lookups, grand totals); they may be async. */
export type AfterChange<C> = {
  name: string;
  run: (values: FormState, prev: FormState, context: C, engine: EngineHandle) => void | Promise<void>;
};

/** What an after-change listener may do with the form: read it and apply further changes. */
export type EngineHandle = {
  values: () => FormState;
  change: (patch: FormState) => FormState;
  setExtra: (key: string, value: unknown) => void;
};

/** Equality of field values, lists compared item by item. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  return Object.is(a, b);
};

/** Whether a field changed between two states (blank to blank is no change). */
export const changed = (next: FormState, prev: FormState, field: string): boolean => !(blank(next[field]) && blank(prev[field])) && !sameValue(next[field], prev[field]);

/** Blank: absent, null, or an empty string. */
export const blank = (value: unknown): boolean => value === undefined || value === null || value === '';
