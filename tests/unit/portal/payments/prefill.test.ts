import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../src/contract/entities';
import { paymentBody, TRANSFER_FIELDS } from '../../../../src/portal/payments/paymentBody';
import { prefillFrom } from '../../../../src/portal/payments/prefill';

const tx = (over: Partial<Transaction & { to_amount: string | null }>) =>
  ({ id: 1, type_id: 'exchange', bank_account_id: 3, to_account_id: 4, amount: '100.00', to_amount: '92.10', transfer_service: null, ref_message: null, ...over }) as Transaction & { to_amount: string | null };

describe('prefillFrom', () => {
  it.each([
    ['repeat of an exchange: same pair and amount', tx({}), 'repeat', { bank_account_id: 3, to_account_id: 4, amount: '100.00' }],
    ['return of an exchange: reverse pair, amount received', tx({}), 'return', { bank_account_id: 4, to_account_id: 3, amount: '92.10' }],
    ['return of a transfer without a target amount', tx({ type_id: 'transfer', to_amount: null }), 'return', { bank_account_id: 4, to_account_id: 3, amount: '100.00' }],
    ['repeat of a withdrawal: account, amount, service, reference', tx({ type_id: 'withdrawal', to_account_id: null, transfer_service: 'sepa', ref_message: 'Invoice 7' }), 'repeat', { bank_account_id: 3, amount: '100.00', transfer_service: 'sepa', customer_ref_message: 'Invoice 7' }],
    ['a withdrawal has no reverse: return repeats it', tx({ type_id: 'withdrawal', to_account_id: null }), 'return', { bank_account_id: 3, amount: '100.00' }],
  ] as const)('%s', (_, original, action, expected) => expect(prefillFrom(original, action)).toEqual(expected));
});

describe('paymentBody', () => {
  it('leaves blanks out, sends ids as numbers and amounts as typed text', () => {
    expect(paymentBody({ bank_account_id: '3', to_account_id: 4, amount: ' 10.50 ', customer_ref_message: '', original_transaction_id: null, transmission_protocol_id: 'INTERNAL', other: 'x' }, TRANSFER_FIELDS)).toEqual({
      bank_account_id: 3, to_account_id: 4, amount: '10.50', transmission_protocol_id: 'INTERNAL',
    });
  });
});
