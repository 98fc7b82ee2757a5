import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../src/contract/entities';
import { paymentBody, TRANSFER_FIELDS } from '../../../../src/portal/payments/paymentBody';
import { prefillFrom } from '../../../../src/portal/payments/prefill';
import { applyBeforeChange } from '../../../../src/portal/payments/engine/applyBeforeChange';
import type { WithdrawalContext } from '../../../../src/portal/payments/rules/context';
import { withdrawalBefore } from '../../../../src/portal/payments/rules/withdrawalListeners';
import { withdrawalInitial } from '../../../../src/portal/payments/withdrawalInitial';

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

describe('repeat of a withdrawal with its payee', () => {
  const payee = {
    customer_legal_type: 'individual', customer_iban: 'DE89370400440532013000', customer_first_name: 'Erika', customer_last_name: 'Mustermann',
    customer_country: 'DE', bank_swift: 'DEUTDEFFXXX', bank_name: 'Deutsche Bank', transfer_service: 'swift',
  } as const;
  const original = tx({ type_id: 'withdrawal', to_account_id: null, transfer_service: 'swift', ref_message: 'Invoice 7', payee });

  it('fills every payee and routing field the original was sent with', () => {
    expect(prefillFrom(original, 'repeat')).toEqual({ bank_account_id: 3, amount: '100.00', customer_ref_message: 'Invoice 7', ...payee });
  });

  it('keeps them through the form rules (service, protocol and payee survive; the account number is cleared for an IBAN)', () => {
    const ctx = { accounts: [], agents: [], portalAvailable: false } as unknown as WithdrawalContext;
    const start = withdrawalInitial({ act: 'repeat', tx: 1 }, 'repeat', false);
    const settled = applyBeforeChange(withdrawalBefore, { ...start, ...prefillFrom(original, 'repeat') }, start, ctx);
    expect(settled).toMatchObject({ ...payee, transmission_protocol_id: 'SWIFT', customer_ref_message: 'Invoice 7', customer_account: '', original_transaction_id: 1 });
  });

  it('ignores a missing payee (older transactions) and fills what it has', () => {
    expect(prefillFrom(tx({ type_id: 'withdrawal', to_account_id: null, payee: null }), 'repeat')).toEqual({ bank_account_id: 3, amount: '100.00' });
  });
});

describe('paymentBody', () => {
  it('leaves blanks out, sends ids as numbers and amounts as typed text', () => {
    expect(paymentBody({ bank_account_id: '3', to_account_id: 4, amount: ' 10.50 ', customer_ref_message: '', original_transaction_id: null, transmission_protocol_id: 'INTERNAL', other: 'x' }, TRANSFER_FIELDS)).toEqual({
      bank_account_id: 3, to_account_id: 4, amount: '10.50', transmission_protocol_id: 'INTERNAL',
    });
  });
});
