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
