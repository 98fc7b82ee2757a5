import { describe, expect, it } from 'vitest';
import type { BankAccount, GrandTotal, Transaction } from '../../../../src/contract/entities';
import { divideAmount, cryptoDecimals } from '../../../../src/portal/crypto/cryptoAmounts';
import { cryptoBody } from '../../../../src/portal/crypto/cryptoCalls';
import { cryptoInitial } from '../../../../src/portal/crypto/cryptoInitial';
import { makeAmountConversion } from '../../../../src/portal/crypto/rules/amountConversion';
import { exchangeAccounts, sideMap } from '../../../../src/portal/crypto/rules/cryptoAccounts';
import type { CryptoFormContext } from '../../../../src/portal/crypto/rules/cryptoContext';
import { exchangeBefore, receiveBefore, withdrawBefore } from '../../../../src/portal/crypto/rules/cryptoListeners';
import { networkReset } from '../../../../src/portal/crypto/rules/networkReset';
import { receiveAccounts } from '../../../../src/portal/crypto/rules/receiveAccounts';
import { walletFollowsCurrency } from '../../../../src/portal/crypto/rules/walletFollowsCurrency';
import { createFormEngine } from '../../../../src/portal/payments/engine/createFormEngine';

const CRYPTO = ['BTC', 'ETH', 'USDT', 'TRX'];
const account = (id: number, currency: string, disabled: string[] = [], selected = false) =>
  ({
    id, currency, selected, name: `${currency} ${id}`, available_balance: '1', transmission_protocols_disabled: disabled,
    currency_unit: { value: currency, sub_unit: CRYPTO.includes(currency) ? 8 : 2, currency_type: CRYPTO.includes(currency) ? 'crypto' : 'fiat' },
  }) as unknown as BankAccount;

const accounts = [account(1, 'EUR', [], true), account(2, 'BTC', [], true), account(3, 'ETH'), account(4, 'USDT'), account(5, 'USD', ['CRYPTO_EXCHANGE']), account(6, 'BTC'), account(7, 'TRX', ['CRYPTO_EXCHANGE'])];
const context = (over: Partial<CryptoFormContext> = {}): CryptoFormContext => ({
  kind: 'exchange', transferMap: null, accounts, cryptoField: () => 'bank_account_id',
  grandTotal: async () => ({}) as GrandTotal, loadTransaction: async (id) => ({ id }) as Transaction, ...over,
});

describe('cryptoAmounts', () => {
  it.each([
    ['0.01', '60000', 2, '0.01'],
    ['1', '3', 2, '0.34'],
    ['0.00123456', '0.0000166', 2, '74.38'],
    ['100', '1.0', 8, '100.00000000'],
  ])('divideAmount(%s / %s, %i) rounds up to %s', (received, rate, decimals, expected) => expect(divideAmount(received, rate, decimals)).toBe(expected));
  it('refuses non-decimals and a zero rate', () => {
    expect(divideAmount('abc', '1', 2)).toBeNull();
    expect(divideAmount('1', '0', 2)).toBeNull();
  });
  it('caps crypto decimals at 8 and the sub-unit', () => {
    expect([cryptoDecimals(8), cryptoDecimals(18), cryptoDecimals(6), cryptoDecimals(undefined)]).toEqual([8, 8, 6, 2]);
  });
});

describe('exchange accounts', () => {
  it('leaves out accounts with CRYPTO_EXCHANGE disabled', () => expect(exchangeAccounts(accounts).map((a) => a.id)).toEqual([1, 2, 3, 4, 6]));
  it('keeps the pairs of one side: buy fiat → crypto, sell crypto → fiat', () => {
    const map = { transfer: {}, exchange: { '1': [2, 3, 5, 7], '2': [1, 3, 5], '5': [2], '3': [1] } };
    expect(sideMap(map, accounts, 'buy')?.exchange).toEqual({ '1': [2, 3] });
    expect(sideMap(map, accounts, 'sell')?.exchange).toEqual({ '2': [1], '3': [1] });
    expect(sideMap(null, accounts, 'buy')).toBeNull();
  });
});

describe('networkReset', () => {
  it.each([
    ['a new account resets to its first network', { bank_account_id: 3, network: 'bitcoin' }, { bank_account_id: 2, network: 'bitcoin' }, { network: 'ethereum' }],
    ['a fiat account has none', { bank_account_id: 1, network: 'bitcoin' }, { bank_account_id: 2 }, { network: '' }],
    ['a network of the currency is kept', { bank_account_id: 4, network: 'ethereum' }, { bank_account_id: 4, network: 'ethereum', amount: '1' }, null],
    ['a foreign network is replaced', { bank_account_id: 2, network: 'tron' }, { bank_account_id: 2, network: 'tron' }, { network: 'bitcoin' }],
  ])('%s', (_, next, prev, expected) => expect(networkReset.run(next, prev, context())).toEqual(expected));
  it('follows the crypto field of the form (buy: the destination)', () => {
    expect(networkReset.run({ bank_account_id: 1, to_account_id: 7, network: '' }, { bank_account_id: 1 }, context({ cryptoField: () => 'to_account_id' }))).toEqual({ network: 'tron' });
  });
});

describe('walletFollowsCurrency', () => {
  it.each([
    ['another currency clears the wallet', { bank_account_id: 3, wallet_id: 9 }, { bank_account_id: 2, wallet_id: 9 }, { wallet_id: '' }],
    ['another account of the same currency keeps it', { bank_account_id: 6, wallet_id: 9 }, { bank_account_id: 2, wallet_id: 9 }, null],
    ['no wallet, nothing to clear', { bank_account_id: 3, wallet_id: '' }, { bank_account_id: 2 }, null],
  ])('%s', (_, next, prev, expected) => expect(walletFollowsCurrency.run(next, prev, context())).toEqual(expected));
  it('in the withdrawal form, switching currency clears the wallet and resets the network', () => {
    const engine = createFormEngine<CryptoFormContext>({ initial: { bank_account_id: 2, network: '', wallet_id: '', amount: '0.001' }, before: withdrawBefore, after: [], context: () => context() });
    expect(engine.get().values.network).toBe('bitcoin');
    engine.change({ wallet_id: 11 });
    expect(engine.change({ bank_account_id: 6 })).toMatchObject({ wallet_id: 11, network: 'bitcoin' });
    expect(engine.change({ bank_account_id: 4 })).toMatchObject({ wallet_id: '', network: 'ethereum' });
  });
});

describe('amountConversion', () => {
  const rule = makeAmountConversion();
  const ctx = context();
  it('typing the paid amount multiplies at the rate (rounded down) and sets last_side sell', () => {
    expect(rule.run({ bank_account_id: 1, to_account_id: 2, amount: '100', crypto_amount: '', rate: '0.0000166', last_side: 'buy' }, { amount: '10' }, ctx)).toEqual({ last_side: 'sell', crypto_amount: '0.00166000' });
  });
  it('typing the received amount divides at the rate (rounded up) and sets last_side buy', () => {
    expect(rule.run({ bank_account_id: 1, to_account_id: 2, amount: '100', crypto_amount: '0.00123456', rate: '0.0000166', last_side: 'sell' }, { amount: '100', crypto_amount: '0.00166' }, ctx)).toEqual({ last_side: 'buy', amount: '74.38' });
  });
  it('a new rate recomputes the side that was not typed', () => {
    const next = { bank_account_id: 1, to_account_id: 2, amount: '100', crypto_amount: '0.002', rate: '0.00002', last_side: 'buy' };
    expect(rule.run(next, { ...next, rate: '0.0000166' }, ctx)).toEqual({ amount: '100.00' });
  });
  it('does nothing without a rate', () => {
    expect(rule.run({ bank_account_id: 1, to_account_id: 2, amount: '5', rate: '', last_side: 'sell' }, { amount: '4' }, ctx)).toBeNull();
  });
  it('settles in the buy form: pair, network and both amounts', () => {
    const map = sideMap({ transfer: {}, exchange: { '1': [2, 3] } }, accounts, 'buy');
    const engine = createFormEngine<CryptoFormContext>({
      initial: cryptoInitial('buy', { act: 'create', aid: 1 }), before: exchangeBefore, after: [], context: () => context({ transferMap: map, cryptoField: () => 'to_account_id' }),
    });
    expect(engine.get().values).toMatchObject({ bank_account_id: 1, to_account_id: 2, network: 'bitcoin', amount: '100', last_side: 'sell' });
    expect(engine.change({ rate: '0.00001' })).toMatchObject({ amount: '100', crypto_amount: '0.00100000', last_side: 'sell' });
    expect(engine.change({ to_account_id: 3 })).toMatchObject({ network: 'ethereum', crypto_amount: '0.00100000' });
    expect(engine.change({ crypto_amount: '0.005' })).toMatchObject({ amount: '500.00', last_side: 'buy' });
  });
});

describe('receiveAccounts', () => {
  it('with auto-sell: a fiat usable account for the proceeds and the default crypto account', () => {
    expect(receiveAccounts.run({ is_crypto_auto_sell: true, to_account_id: '', bank_account_id: '' }, {}, context())).toEqual({ to_account_id: 1 });
    expect(receiveAccounts.run({ is_crypto_auto_sell: true, to_account_id: 1, bank_account_id: '' }, {}, context())).toEqual({ bank_account_id: 2 });
    expect(receiveAccounts.run({ is_crypto_auto_sell: true, to_account_id: 5, bank_account_id: 2 }, {}, context())).toEqual({ to_account_id: 1 });
  });
  it('without auto-sell: a crypto account receives; the crypto source and the estimate are cleared', () => {
    expect(receiveAccounts.run({ is_crypto_auto_sell: false, to_account_id: 1, bank_account_id: 2 }, {}, context())).toEqual({ to_account_id: 2 });
    expect(receiveAccounts.run({ is_crypto_auto_sell: false, to_account_id: 2, bank_account_id: 2 }, {}, context())).toEqual({ bank_account_id: '' });
    expect(receiveAccounts.run({ is_crypto_auto_sell: false, to_account_id: 7, bank_account_id: '', fiat_amount: '5' }, {}, context())).toEqual({ fiat_amount: '' });
  });
  it('settles the receive form and sends its fields only', () => {
    const engine = createFormEngine<CryptoFormContext>({
      initial: cryptoInitial('receive', { act: 'create' }), before: receiveBefore, after: [], context: () => context({ cryptoField: (v) => (v.is_crypto_auto_sell === false ? 'to_account_id' : 'bank_account_id') }),
    });
    expect(engine.get().values).toMatchObject({ to_account_id: 1, bank_account_id: 2, network: 'bitcoin', amount: '0.001', is_crypto_auto_sell: true });
    expect(engine.change({ rate: '60000' })).toMatchObject({ amount: '0.001', fiat_amount: '60.00', last_side: 'sell' });
    const off = engine.change({ is_crypto_auto_sell: false });
    expect(off).toMatchObject({ to_account_id: 2, bank_account_id: '', fiat_amount: '' });
    expect(cryptoBody('receive', off)).toEqual({ amount: '0.001', to_account_id: 2, is_crypto_auto_sell: false, network: 'bitcoin' });
  });
});
