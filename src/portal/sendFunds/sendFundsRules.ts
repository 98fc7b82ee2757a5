import type { AffiliateOwnerAccount, GrandTotal } from '../../contract/entities';
import type { CallBody } from '../../contract/calls';
import { dataProvider } from '../providers/dataProvider';
import type { AfterChange, BeforeChange, FormState } from '../payments/engine/types';
import { blank, changed } from '../payments/engine/types';
import { paymentBody } from '../payments/paymentBody';
import type { PaymentContext } from '../payments/rules/context';
import { accountOf } from '../payments/rules/context';
import { makeGrandTotal } from '../payments/rules/grandTotal';

/** What the send-funds listeners consult: the company's accounts and the affiliate owner's receiving accounts. */
export type SendFundsContext = PaymentContext & { ownerAccounts: readonly AffiliateOwnerAccount[] };

/** The fields the form sends (manager/affiliates/send-funds). */
export const SEND_FUNDS_FIELDS = ['bank_account_id', 'to_account_id', 'amount', 'ref_message', 'merchant_payment_id'] as const;

/** The request body: blank fields left out, ids as numbers, the amount as the decimal text typed. */
export const sendFundsBody = (values: FormState): Record<string, unknown> => {
  const body = paymentBody(values, SEND_FUNDS_FIELDS);
  if (body.merchant_payment_id !== undefined) body.merchant_payment_id = Number(body.merchant_payment_id);
  return body;
};

/** The owner's accounts that can receive from a source: those of its currency (no conversion on this path). */
export const receivingAccounts = (context: Pick<SendFundsContext, 'accounts' | 'ownerAccounts'>, source: unknown): AffiliateOwnerAccount[] => {
  const account = accountOf(context.accounts, source);
  return account ? context.ownerAccounts.filter((a) => a.currency === account.currency) : [];
};

/** Changing the source clears a receiving account of another currency. */
export const receiverInCurrency: BeforeChange<SendFundsContext> = {
  name: 'receiverInCurrency',
  priority: 5,
  run: (next, prev, context) => {
    if (!changed(next, prev, 'bank_account_id') || blank(next.to_account_id) || context.ownerAccounts.length === 0) return null;
    return receivingAccounts(context, next.bank_account_id).some((a) => a.id === Number(next.to_account_id)) ? null : { to_account_id: '' };
  },
};

/** An empty receiving account becomes the owner's first account in the source's currency. */
export const defaultReceiver: BeforeChange<SendFundsContext> = {
  name: 'defaultReceiver',
  priority: 10,
  run: (next, _prev, context) => {
    if (!blank(next.to_account_id) || blank(next.bank_account_id)) return null;
    const first = receivingAccounts(context, next.bank_account_id)[0];
    return first ? { to_account_id: first.id } : null;
  },
};

export const sendFundsBefore: BeforeChange<SendFundsContext>[] = [receiverInCurrency, defaultReceiver];

/**
 * The fee preview: the grand total of a transfer from the source (the TRANSFER fee plan and the amount
 * limits the server applies to this payment). The owner's account is not sent: it is not the company's.
 */
export const sendFundsGrandTotal = (values: FormState): Promise<GrandTotal> =>
  dataProvider.getGrandTotal({ params: { kind: 'transfer' }, body: paymentBody(values, ['bank_account_id', 'amount']) as CallBody<'manager.grandTotal.calculate'>, errorContext: 'silent' });

/** A fresh set per form (the grand total keeps its own request sequence). */
export const sendFundsAfter = (): AfterChange<SendFundsContext>[] => [makeGrandTotal(['bank_account_id', 'amount'], ['bank_account_id', 'amount'])];
