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

/** Setting payment_template_id (the tpl shortcut) loads that payment template, the way a repeat loads its transaction (issue 40). */
export const paymentTemplate: AfterChange<PaymentContext> = {
  name: 'paymentTemplate',
  run: async (values, prev, context, engine) => {
    if (!changed(values, prev, 'payment_template_id') || !context.loadTemplate) return;
    if (blank(values.payment_template_id)) {
      engine.setExtra('template', null);
      return;
    }
    const id = Number(values.payment_template_id);
    try {
      const template = await context.loadTemplate(id);
      if (Number(engine.values().payment_template_id) === id) engine.setExtra('template', template);
    } catch {
      engine.setExtra('template', null);
    }
  },
};
