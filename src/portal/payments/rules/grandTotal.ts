import type { GrandTotal } from '../../../contract/entities';
import { ApiError } from '../../providers/ApiError';
import type { AfterChange, FormState } from '../engine/types';
import { blank, changed } from '../engine/types';
import type { PaymentContext } from './context';

const NO_ERRORS: Record<string, string> = {};

/** Field messages of a failed grand total: they go into the form errors (document 2 section 8). */
export const grandTotalErrors = (error: unknown): Record<string, string> => {
  if (error instanceof ApiError) {
    const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('\n') : String(v)]));
    return Object.keys(fields).length > 0 ? fields : { amount: error.message };
  }
  return {};
};

type Extras = { extras: Record<string, unknown>; errors: Record<string, string> };

/** The grand total the listener below keeps in the engine's extras (null while there is none). */
export const grandTotalOf = (state: Extras): GrandTotal | null => (state.extras.grandTotal as GrandTotal | null | undefined) ?? null;

/** The messages a form shows on its fields: the grand total's, the IBAN check's, then the submit's on top. */
export const fieldErrorsOf = (state: Extras): Record<string, string> => ({
  ...((state.extras.grandTotalErrors as Record<string, string> | undefined) ?? {}),
  ...((state.extras.ibanCheck as Record<string, string> | null | undefined) ?? {}),
  ...state.errors,
});

/**
 * Recalculates the grand total when a watched field changes and clears it when a required one is
 * missing. Only the answer to the latest request is kept (typing fires several).
 */
export const makeGrandTotal = (required: readonly string[], watched: readonly string[]): AfterChange<PaymentContext> => {
  let sequence = 0;
  return {
    name: 'grandTotal',
    run: async (values: FormState, prev: FormState, context, engine) => {
      if (!watched.some((f) => changed(values, prev, f))) return;
      const mine = ++sequence;
      if (required.some((f) => blank(values[f])) || !(Number(values.amount) > 0)) {
        engine.setExtra('grandTotal', null);
        engine.setExtra('grandTotalErrors', NO_ERRORS);
        return;
      }
      try {
        const total = await context.grandTotal(values);
        if (mine !== sequence) return;
        engine.setExtra('grandTotal', total);
        engine.setExtra('grandTotalErrors', NO_ERRORS);
      } catch (error) {
        if (mine !== sequence) return;
        engine.setExtra('grandTotal', null);
        engine.setExtra('grandTotalErrors', grandTotalErrors(error));
      }
    },
  };
};
