import type { AfterChange } from '../engine/types';
import { blank, changed } from '../engine/types';
import type { PaymentContext } from './context';

/** Setting original_transaction_id loads that transaction (repeat/return prefill); clearing it removes it. */
export const originalTransaction: AfterChange<PaymentContext> = {
  name: 'originalTransaction',
  run: async (values, prev, context, engine) => {
    if (!changed(values, prev, 'original_transaction_id')) return;
    if (blank(values.original_transaction_id)) {
      engine.setExtra('original', null);
      return;
    }
    const id = Number(values.original_transaction_id);
    try {
      const tx = await context.loadTransaction(id);
      if (Number(engine.values().original_transaction_id) === id) engine.setExtra('original', tx);
    } catch {
      engine.setExtra('original', null);
    }
  },
};
