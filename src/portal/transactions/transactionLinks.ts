import type { PaymentForm, TransactionType } from '../../contract/enums';

/** The payment form that makes a transaction of a type again (Repeat / Return), if any. */
export const paymentFormOf = (type: TransactionType): PaymentForm | null => {
  switch (type) {
    case 'withdrawal':
    case 'import':
      return 'withdrawal';
    case 'transfer':
      return 'transfer';
    case 'exchange':
      return 'exchange';
    case 'convert':
      return 'convert';
    default:
      return null;
  }
};

/** `/manager/payments/{form}/{repeat|return}?tx={id}`: the forms read the tx query key (document 1 section 2.3). */
export const paymentFormLink = (form: PaymentForm, action: 'repeat' | 'return', id: number): string => `/manager/payments/${form}/${action}?tx=${id}`;
