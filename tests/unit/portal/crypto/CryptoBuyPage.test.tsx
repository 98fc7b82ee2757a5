import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoBuyPage } from '../../../../src/portal/crypto/CryptoBuyPage';
import { addAmounts } from '../../../../src/portal/crypto/cryptoAmounts';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const eurUnit = { value: 'EUR', sub_unit: 2, currency_type: 'fiat' };
const btcUnit = { value: 'BTC', sub_unit: 8, currency_type: 'crypto' };
const eur = { id: 5, name: 'Main EUR', currency: 'EUR', currency_unit: eurUnit, available_balance: '5000.00', balance: '5000.00', payment_service: null, transmission_protocols_disabled: [], selected: true };
const btc = { id: 7, name: 'Bitcoin Wallet', currency: 'BTC', currency_unit: btcUnit, available_balance: '1.00000000', balance: '1.00000000', payment_service: null, transmission_protocols_disabled: [], selected: false };
const total = (amount: string, fee: string, sum: string) => ({
  transaction_amount: amount, fee_amount: '0.00', exchange_fee_amount: fee, total_amount: sum, available_balance: '5000.00', next_available_balance: '3759.33', is_enough_balance: true, currency_unit: eurUnit,
});
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length, from: 1, to: data.length, path: '' } });

/** The server of the buy page; after the buy, the EUR account's available balance is lower. */
const server = () => {
  let bought = false;
  return (call: RecordedCall) => {
    const path = new URL(call.url, 'http://portal.test').pathname;
    if (path === '/api/v1/manager/bank-accounts') return { body: page([bought ? { ...eur, available_balance: '3759.33' } : eur, btc]) };
    if (path === '/api/v1/manager/accounts-transfer-map') return { body: { data: { transfer: {}, exchange: { 5: [7], 7: [5] } } } };
    if (path === '/api/v1/manager/exchange/rates') return { body: { data: { rate: '0.00002', sell: 'EUR', buy: 'BTC' } } };
    if (path === '/api/v1/manager/grand-total/kontor/exchange/fiat-crypto') {
      const amount = String((call.body as { amount?: string }).amount);
      return { body: { data: amount === '1234.50' || amount === '1234.5' ? total('1234.50', '6.17', '1240.67') : total('100.00', '0.50', '100.50') } };
    }
    if (path === '/api/v1/manager/crypto/kontor/exchange/fiat-crypto') {
      if (!call.headers.get('one-time-code')) return { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };
      bought = true;
      return { status: 201, body: { data: { id: 81, name: 'KTR-2026-000081', source_reference: 'KTR-2026-000081', readable_status: 'Pending', status: 'pending', amount: '1234.50', fee_amount: '6.17', currency: 'EUR' } } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CryptoBuyPage', () => {
  it('in Japanese: the code dialog shows what leaves the account with the exchange fee; after the buy, the confirmation, fresh balances and a new form', async () => {
    signInAs('manager');
    const calls = mockFetch(server());
    const user = userEvent.setup();
    renderMoneyPage('/manager/crypto/buy', '/manager/crypto/buy', <><CryptoBuyPage /><ShellModals /></>, dataProvider, { locale: 'ja' });
    const amount = await screen.findByRole('textbox', { name: /^支払額/ });
    await waitFor(() => expect(screen.getByTestId('total-total')).toHaveTextContent('€100.50'));
    await user.clear(amount);
    await user.type(amount, '1234.50');
    await waitFor(() => expect(screen.getByTestId('total-total')).toHaveTextContent('€1,240.67'));
    await user.click(screen.getByRole('button', { name: '購入' }));

    const dialog = await screen.findByRole('dialog', { name: '操作の確認' });
    // What leaves the account (issue 21 item 6): the amount, and the exchange fee as its fee.
    expect(dialog).toHaveTextContent('€1,240.67（€1,234.50 + 手数料 €6.17）');
    expect(dialog).toHaveTextContent('Bitcoin Wallet (BTC)');
    await user.click(within(dialog).getByRole('textbox', { name: '6 桁中 1 桁目' }));
    await user.keyboard('123456');

    const created = await screen.findByTestId('created-transaction');
    expect(created).toHaveTextContent('支払 KTR-2026-000081 を作成しました：保留中。');
    expect(screen.getByTestId('created-total')).toHaveTextContent('€1,240.67');
    // Bought: the filled form is gone, the balances are fetched again.
    expect(screen.queryByRole('button', { name: '購入' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/manager/bank-accounts')).length).toBeGreaterThan(1));
    // A new purchase starts from a fresh form showing the new balance.
    await user.click(await screen.findByRole('button', { name: '新しい支払い' }));
    expect(await screen.findByRole('button', { name: '購入' })).toBeInTheDocument();
    expect(screen.queryByTestId('created-transaction')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^支払口座/ })).toHaveTextContent('€3,759.33'));
    const bought = calls.filter((c) => c.url.includes('/manager/crypto/kontor/exchange/fiat-crypto'));
    expect(bought).toHaveLength(2);
    expect(bought[1]?.headers.get('one-time-code')).toBe('123456');
    expect(bought[1]?.body).toMatchObject({ bank_account_id: 5, to_account_id: 7, amount: '1234.50' });
  });

  it('adds decimal amounts exactly', () => {
    expect(addAmounts('0.00', '6.17')).toBe('6.17');
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(addAmounts('0.00000100', '0.5')).toBe('0.50000100');
    expect(addAmounts('x', '1')).toBeNull();
  });
});
