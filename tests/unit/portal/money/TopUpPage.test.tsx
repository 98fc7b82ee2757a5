import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopUpPage } from '../../../../src/portal/adminTransactions/TopUpPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const ACCOUNT = {
  id: 7, name: 'Acme EUR', currency: 'EUR', currency_type: 'fiat', iban: 'DE12500105170648489890', balance: '10.00', available_balance: '10.00',
  company: { id: 1, name: 'Acme' }, status: 'active', is_default: true,
};
const RECALLED = 'Balance topped up successfully. The deposit was recalled at once: the sender is a blacklisted agent (transaction #91).';

/** The accounts of the picker and a top-up whose answer says what the server did with it. */
const server = (said: string) => (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/bank-accounts') return { body: { data: [ACCOUNT], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1, from: 1, to: 1 } } };
  if (url.pathname === '/api/v1/a/transactions/credit' && call.method === 'POST') {
    return { status: 201, body: { data: { id: 90, name: 'KTR-2026-000090', type: 'deposit', amount: '25.00', currency: 'EUR', status: 'approved' }, message: said } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const topUp = async (said: string) => {
  signInAs('admin');
  const calls = mockFetch(server(said));
  const user = userEvent.setup();
  renderMoneyPage('/admin/transactions/credit', '/admin/transactions/credit', <TopUpPage />, dataProvider);
  await user.click(await screen.findByRole('combobox', { name: 'Account' }));
  await user.click(await screen.findByRole('option', { name: /Acme EUR/ }));
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '25');
  await user.type(screen.getByRole('textbox', { name: /Sender IBAN/i }), 'DE44 5001 0517 5407 3249 31');
  await user.click(screen.getByRole('button', { name: 'Top up' }));
  return calls;
};

describe('TopUpPage', () => {
  it('says what the server did: a blacklisted sender\'s deposit recalled at once is not shown as a plain top-up', async () => {
    const calls = await topUp(RECALLED);
    expect(await screen.findByRole('status')).toHaveTextContent(RECALLED);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ bank_account_id: 7, amount: '25', sender_iban: 'DE44500105175407324931' });
  });

  it('shows the plain answer of an ordinary top-up', async () => {
    await topUp('Balance topped up successfully.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Balance topped up successfully.'));
    expect(screen.getByRole('status')).not.toHaveTextContent('recalled');
  });
});
