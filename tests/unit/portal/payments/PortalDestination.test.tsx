import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { WithdrawalPage } from '../../../../src/portal/payments/WithdrawalPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const account = { id: 5, name: 'Main EUR', currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' }, available_balance: '900.00', balance: '1000.00', payment_service: null, transmission_protocols_disabled: [], selected: true };
const remote = { portal_service: 'free_market', id: 'FM-EUR-00000001', name: 'Acme GmbH EUR', currency: 'EUR', iban: 'DE02100100100006820101', holder: 'Acme Trading GmbH' };
const URL_RP = '/manager/payments/withdrawal/create?rp=free_market&rp_acct=FM-EUR-00000001&rp_cur=eur';

/** The form's server; `lookup` answers externals/{service}. */
const server = (lookup: (call: RecordedCall) => Answer) => (call: RecordedCall): Answer => {
  const path = new URL(call.url, 'http://portal.test').pathname;
  if (path === '/api/v1/manager/bank-accounts') return { body: { data: [account], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } } };
  if (path.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (path === '/api/v1/externals/free_market') return lookup(call);
  return { status: 404, body: { message: 'Not found.' } };
};
const render = () => renderMoneyPage(URL_RP, '/manager/payments/withdrawal/:action', <><WithdrawalPage /><ShellModals /></>, dataProvider);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('WithdrawalPage opened for a portal service (rp, rp_acct, rp_cur): the portal service lookup', () => {
  it('looks the remote account up before sending and shows where the payment goes', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => ({ body: { data: remote } })));
    render();
    const notice = await screen.findByTestId('portal-destination');
    expect(notice).toHaveTextContent('Paid into your account at Free Market');
    expect(notice).toHaveTextContent('Acme GmbH EUR (FM-EUR-00000001), EUR, IBAN DE02 1001 0010 0006 8201 01, held by Acme Trading GmbH');
    const lookups = calls.filter((c) => c.url.includes('/externals/free_market')).map((c) => new URL(c.url, 'http://portal.test').searchParams);
    expect(lookups.map((q) => [q.get('account'), q.get('currency')])).toEqual([['FM-EUR-00000001', 'EUR']]);
    expect(calls.some((c) => c.url.includes('/manager/transactions/iban'))).toBe(false);
  });

  it('says so when the remote portal is down (503 with remote-portal-status), with the server\'s message or the catalogue\'s', async () => {
    signInAs('manager');
    mockFetch(server(() => ({ status: 503, body: {}, headers: { 'remote-portal-status': 'unavailable' } })));
    render();
    expect(await screen.findByTestId('portal-destination-failed')).toHaveTextContent('Remote portal is unavailable. Please try again later');
    expect(screen.queryByTestId('portal-destination')).toBeNull();
    cleanup();
    mockFetch(server(() => ({ status: 503, body: { message: 'Free Market is in maintenance until 14:00.' }, headers: { 'remote-portal-status': 'unavailable' } })));
    render();
    expect(await screen.findByTestId('portal-destination-failed')).toHaveTextContent('Free Market is in maintenance until 14:00.');
  });

  it('shows why an account is refused: unknown at the service, or in another currency', async () => {
    signInAs('manager');
    mockFetch(server(() => ({ status: 404, body: { message: 'The remote account was not found at this portal service.' } })));
    render();
    expect(await screen.findByTestId('portal-destination-failed')).toHaveTextContent('The remote account was not found at this portal service.');
    cleanup();
    mockFetch(server(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { currency: ['The remote account holds another currency than the selected account.'] } } })));
    render();
    expect(await screen.findByTestId('portal-destination-failed')).toHaveTextContent('The remote account holds another currency than the selected account.');
  });
});
