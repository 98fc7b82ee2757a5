import { DEFAULT_CONVERT_AMOUNT, DEFAULT_PAYMENT_AMOUNT } from '../../contract/constants';
import type { FormActionMode } from '../../contract/enums';
import type { FormState } from './engine/types';
import type { PaymentShortcuts } from './queryShortcuts';

/** Starting values of transfer, exchange and convert (convert: amount 1, protocol CRYPTO_EXCHANGE). */
export const ownAccountInitial = (form: 'transfer' | 'exchange' | 'convert', q: PaymentShortcuts, action: FormActionMode): FormState => {
  const values: FormState = {
    amount: q.amt ?? (form === 'convert' ? DEFAULT_CONVERT_AMOUNT : DEFAULT_PAYMENT_AMOUNT),
    bank_account_id: q.aid ?? '',
    to_account_id: q.tid ?? '',
  };
  if (form === 'convert') values.last_side = 'sell';
  if (q.tx && action !== 'create') values.original_transaction_id = q.tx;
  if (q.tpl) values.payment_template_id = q.tpl;
  return values;
};
