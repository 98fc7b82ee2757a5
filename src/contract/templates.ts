import type { WithdrawalPayee } from './entities/transactions';
import type { Decimal } from './entities/scalars';
import type { Currency, PaymentForm, TransferService } from './enums';

/**
 * Issue 40: a payment template, a named payment of the company that a manager starts a new payment
 * from (the payment form is filled with it, the payment is confirmed with its own code as any other).
 */
export type PaymentTemplate = {
  id: number;
  name: string;
  /** The payment form it fills: withdrawal (to a payee), transfer, exchange or convert (between own accounts). */
  kind: PaymentForm;
  /** The source account, and its currency. */
  bank_account_id: number;
  currency: Currency;
  /** The destination account of a payment between own accounts; null for a withdrawal. */
  to_account_id: number | null;
  /** Optional: a template without an amount leaves it to the person. */
  amount: Decimal | null;
  /** The reference message the payment carries. */
  reference: string | null;
  /** A withdrawal's transfer service (sepa, swift…); null between own accounts. */
  transfer_service: TransferService | null;
  /** A withdrawal's payee and routing (the fields of WITHDRAWAL_PAYEE_FIELDS); null between own accounts. */
  payee: WithdrawalPayee | null;
  /** Whom it pays, for lists: the payee's name and IBAN or account number, or the destination account's name. */
  beneficiary: string | null;
  created_at: string;
  updated_at: string;
};
