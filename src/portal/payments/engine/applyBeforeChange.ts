import { sameValue, type BeforeChange, type FormState } from './types';

/** A ring of listeners that keep changing each other's fields is a bug; stop rather than hang the page. */
export const MAX_ROUNDS = 20;

const merge = (values: FormState, patch: FormState | null): FormState | null => {
  if (!patch) return null;
  const out = { ...values };
  let moved = false;
  for (const [key, value] of Object.entries(patch)) {
    if (!sameValue(out[key], value)) {
      out[key] = value;
      moved = true;
    }
  }
  return moved ? out : null;
};

/**
 * Runs the before-change listeners by priority over the proposed values. A listener that changes a
 * value restarts the pass from the first listener, so every rule sees the final values; the pass ends
 * when one full round changes nothing (or after MAX_ROUNDS, which a test shows never happens for the
 * real rules).
 */
export const applyBeforeChange = <C>(listeners: readonly BeforeChange<C>[], proposed: FormState, prev: FormState, context: C): FormState => {
  const ordered = [...listeners].sort((a, b) => a.priority - b.priority);
  let values = proposed;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let restarted = false;
    for (const listener of ordered) {
      const next = merge(values, listener.run(values, prev, context));
      if (next) {
        values = next;
        restarted = true;
        break;
      }
    }
    if (!restarted) return values;
  }
  return values;
};
