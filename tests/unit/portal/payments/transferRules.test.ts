import { describe, expect, it } from 'vitest';
import type { BankAccount, GrandTotal, Transaction } from '../../../../src/contract/entities';
import { ApiError } from '../../../../src/portal/providers/ApiError';
import { createFormEngine } from '../../../../src/portal/payments/engine/createFormEngine';
import type { TransferContext } from '../../../../src/portal/payments/rules/context';
import { defaultDestination, destinationAllowed } from '../../../../src/portal/payments/rules/transferDestination';
import { transferAfter, transferBefore } from '../../../../src/portal/payments/rules/transferListeners';

const account = (id: number, disabled: string[] = []) => ({ id, payment_service: null, transmission_protocols_disabled: disabled }) as unknown as BankAccount;
const total = { transaction_amount: '100.00', fee_amount: '1.00', exchange_fee_amount: '0.00', total_amount: '101.00' } as GrandTotal;
const base = (over: Partial<TransferContext> = {}): TransferContext => ({
  kind: 'transfer',
  transferMap: { transfer: { '1': [2, 3], '4': [5] }, exchange: { '1': [4] } },
  accounts: [account(1), account(2, ['INTERNAL']), account(3), account(4), account(5)],
  grandTotal: async () => total,
  loadTransaction: async (id) => ({ id, amount: '5.00' }) as Transaction,
  ...over,
});

describe('destinationAllowed', () => {
  it.each([
    ['not allowed from the new source', { bank_account_id: 4, to_account_id: 3 }, { to_account_id: '' }],
    ['allowed', { bank_account_id: 4, to_account_id: 5 }, null],
    ['source unchanged', { bank_account_id: 1, to_account_id: 9 }, null],
  ])('%s', (_, next, expected) => expect(destinationAllowed.run(next, { bank_account_id: 1 }, base())).toEqual(expected));
});

describe('defaultDestination', () => {
  it.each([
    ['first allowed that is not disabled', 'transfer', { bank_account_id: 1, to_account_id: '' }, { to_account_id: 3 }],
    ['exchange list', 'exchange', { bank_account_id: 1 }, { to_account_id: 4 }],
    ['a destination is kept', 'transfer', { bank_account_id: 1, to_account_id: 2 }, null],
    ['nothing allowed', 'transfer', { bank_account_id: 3, to_account_id: '' }, null],
  ] as const)('%s', (_, kind, next, expected) => expect(defaultDestination.run({ ...next }, {}, base({ kind }))).toEqual(expected));
});

const engineFor = (context: TransferContext) =>
  createFormEngine<TransferContext>({ initial: { bank_account_id: 1, amount: '100', to_account_id: '' }, before: transferBefore, after: transferAfter(), context: () => context });

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('grand total listener', () => {
  it('is requested when account, amount or destination change and cleared when one is missing', async () => {
    const asked: unknown[] = [];
    const engine = engineFor(base({ grandTotal: async (v) => (asked.push(v.amount), total) }));
    engine.refresh();
    await settle();
    expect(engine.get().extras.grandTotal).toEqual(total);
    engine.change({ amount: '200' });
    await settle();
    expect(asked).toEqual(['100', '200']);
    engine.change({ amount: '' });
    await settle();
    expect(engine.get().extras.grandTotal).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('puts a 422 of the grand total into the form errors', async () => {
    const engine = engineFor(base({ grandTotal: async () => Promise.reject(new ApiError({ status: 422, message: 'bad', errors: { amount: ['The amount is too large.'] } })) }));
    engine.refresh();
    await settle();
    expect(engine.get().extras.grandTotalErrors).toEqual({ amount: 'The amount is too large.' });
  });

  it('keeps only the latest answer', async () => {
    const answers: Array<(t: GrandTotal) => void> = [];
    const engine = engineFor(base({ grandTotal: () => new Promise((r) => answers.push(r)) }));
    engine.change({ amount: '1' });
    engine.change({ amount: '2' });
    answers[1]?.({ ...total, transaction_amount: '2.00' });
    answers[0]?.({ ...total, transaction_amount: '1.00' });
    await settle();
    expect((engine.get().extras.grandTotal as GrandTotal).transaction_amount).toBe('2.00');
  });
});

describe('original transaction listener', () => {
  it('loads the transaction when set and removes it when cleared', async () => {
    const engine = engineFor(base());
    engine.change({ original_transaction_id: 42 });
    await settle();
    expect(engine.get().extras.original).toMatchObject({ id: 42 });
    engine.change({ original_transaction_id: '' });
    await settle();
    expect(engine.get().extras.original).toBeNull();
  });
});
