import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount } from '../../../../src/contract/entities';
import { exchangeSides } from '../../../../src/portal/payments/exchangeSides';
import { RateLine } from '../../../../src/portal/payments/RateLine';
import { useRates } from '../../../../src/portal/payments/useRates';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { TwoFactorModal } from '../../../../src/portal/twoFactor/TwoFactorModal';
import { mockFetch } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';

/**
 * Issue 38: a quote is an object. The exchange forms keep the shown quote's id and send it; when the
 * server refuses it (it ended) they ask for a new one at once and say so; the code dialog shows both sides.
 */
const eur = { id: 1, name: 'Main EUR', currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' } } as BankAccount;
const btc = { id: 2, name: 'Bitcoin', currency: 'BTC', currency_unit: { value: 'BTC', sub_unit: 8, currency_type: 'crypto' } } as BankAccount;
const t = (key: string, o: Record<string, unknown> = {}) => `${key} ${JSON.stringify(o)}`;

afterEach(() => {
  // Unmounted here: an open dialog left behind stays in MUI's modal stack for the next files of the worker.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the exchange quote in the forms', () => {
  it('useRates keeps the quote id and asks for a new quote at once when told to (a refused one)', async () => {
    vi.useFakeTimers();
    signInAs('manager');
    let n = 0;
    const calls = mockFetch(() => ({ body: { data: { rate: '0.0000185', sell: 'EUR', buy: 'BTC', quote_id: `q_${String(++n).padStart(24, 'x')}`, expires_at: '2026-06-15T10:01:10.000Z' } } }));
    const { result } = renderHook(() => useRates(1, 2, () => true));
    for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
    expect(result.current.rate?.quote_id).toBe(`q_${'1'.padStart(24, 'x')}`);
    await act(async () => result.current.reload());
    for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
    expect(calls).toHaveLength(2);
    expect(result.current.rate?.quote_id).toBe(`q_${'2'.padStart(24, 'x')}`);
  });

  it('the code dialog names both sides at the quoted rate: the paid, the received, the rate', () => {
    const values = { bank_account_id: '1', to_account_id: '2', amount: '500.00', crypto_amount: '0.00925000', rate: '0.0000185' };
    expect(exchangeSides(values, [eur, btc], 'en', t)).toEqual({
      exchange: t('app.two_factor.exchange_sides', { paid: '€500.00', received: '0.00925 BTC', sell: 'EUR', buy: 'BTC', rate: '0.0000185' }),
    });
    // An exchange form has no received field: the paid amount at the rate, rounded down.
    expect(exchangeSides({ ...values, crypto_amount: '' }, [eur, btc], 'en', t).exchange).toContain('"received":"0.00925 BTC"');
    expect(exchangeSides({ ...values, rate: '' }, [eur, btc], 'en', t)).toEqual({});
  });

  it('shows the exchange line in the dialog and the renewal notice beside the new rate', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TwoFactorModal open summary={{ amount: '€500.00', exchange: '€500.00 for BTC 0.00925000 at 1 EUR = 0.0000185 BTC' }} onSubmit={async () => null} onCancel={vi.fn()} />
        <RateLine rate={{ rate: '0.0000186', sell: 'EUR', buy: 'BTC', quote_id: 'q_x' }} timer={9} renewed />
      </AdminContext>,
    );
    expect(await screen.findByTestId('two-factor-exchange')).toHaveTextContent('Exchange: €500.00 for BTC 0.00925000 at 1 EUR = 0.0000185 BTC');
    expect(screen.getByTestId('quote-renewed')).toHaveTextContent('The quote you were shown has ended: check the new rate and the amounts, then send again.');
    expect(screen.getByTestId('exchange-rate')).toHaveTextContent('1 EUR = 0.0000186 BTC (refresh in 9 s)');
  });
});
