import type { FormActionMode } from '../../contract/enums';
import type { Transaction } from '../../contract/entities';
import type { PaymentTemplate } from '../../contract/templates';
import type { FormState } from './engine/types';

type Original = Transaction & { to_amount?: string | null };

/**
 * The values a repeat or a return takes from the original transaction: a repeat sends the same
 * payment again; a return sends it back (destination becomes the source, amount as received).
 * A withdrawal's detail carries the payee and routing it was sent with (`payee`): a repeat fills
 * them all, so the same payment goes to the same payee; the form's rules then run over them once.
 */
export const prefillFrom = (tx: Original, action: FormActionMode): FormState => {
  if (action === 'return' && tx.to_account_id !== null && tx.type_id !== 'withdrawal' && tx.type_id !== 'import') {
    return { bank_account_id: tx.to_account_id, to_account_id: tx.bank_account_id, amount: tx.to_amount ?? tx.amount };
  }
  const values: FormState = { bank_account_id: tx.bank_account_id, amount: tx.amount };
  if (tx.to_account_id !== null) values.to_account_id = tx.to_account_id;
  if (tx.transfer_service) values.transfer_service = tx.transfer_service;
  if (tx.ref_message) values.customer_ref_message = tx.ref_message;
  for (const [field, value] of Object.entries(tx.payee ?? {})) {
    if (value !== undefined && value !== null) values[field] = value;
  }
  return values;
};

/**
 * The values a payment template gives its form (issue 40): the source account, the destination account
 * or the withdrawal's payee and routing, the reference, and the amount when the template has one (else
 * the form's default stays for the person to type over).
 */
export const prefillFromTemplate = (t: PaymentTemplate): FormState => {
  const values: FormState = { bank_account_id: t.bank_account_id };
  if (t.amount !== null) values.amount = t.amount;
  if (t.to_account_id !== null) values.to_account_id = t.to_account_id;
  if (t.reference) values.customer_ref_message = t.reference;
  for (const [field, value] of Object.entries(t.payee ?? {})) {
    if (value !== undefined && value !== null) values[field] = value;
  }
  return values;
};
