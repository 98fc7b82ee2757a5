import { WITHDRAWAL_PAYEE_FIELDS } from '../../contract/calls/forms';
import type { PaymentForm } from '../../contract/enums';

/** A payment form's values as its engine keeps them (field name to value). */
export type PaymentValues = Readonly<Record<string, unknown>>;

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/**
 * What a payment form is saved as: its name and kind, the source account, the destination account
 * (between own accounts) or the withdrawal's payee and routing, the amount (when typed) and the reference.
 */
export const templateBodyOf = (kind: PaymentForm, values: PaymentValues, name: string): Record<string, unknown> => {
  const body: Record<string, unknown> = { name: name.trim(), kind, bank_account_id: values.bank_account_id };
  if (present(values.amount)) body.amount = String(values.amount);
  if (present(values.customer_ref_message)) body.reference = values.customer_ref_message;
  if (kind === 'withdrawal') {
    for (const field of WITHDRAWAL_PAYEE_FIELDS) if (present(values[field])) body[field] = values[field];
  } else if (present(values.to_account_id)) body.to_account_id = values.to_account_id;
  return body;
};
