import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoWithdrawPage } from '../../../../src/portal/crypto/CryptoWithdrawPage';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const unit = { value: 'BTC', sub_unit: 8, currency_type: 'crypto' };
const btc = { id: 7, name: 'Bitcoin Wallet', currency: 'BTC', currency_unit: unit, available_balance: '1.00000000', balance: '1.00000000', payment_service: null, transmission_protocols_disabled: [], selected: true };
const wallets = [
  { id: 3, name: 'Cold storage', currency: 'BTC', network: 'bitcoin', wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', created_at: '2026-01-01T00:00:00Z' },
  { id: 4, name: 'Ether hot', currency: 'ETH', network: 'ethereum', wallet: '0x52908400098527886e0f7030069857d2e4169ee7', created_at: '2026-01-01T00:00:00Z' },
];
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length, from: 1, to: data.length, path: '' } });
const total = { transaction_amount: '0.00100000', fee_amount: '0.00000100', exchange_fee_amount: '0.00000000', total_amount: '0.00100100', available_balance: '1.00000000', next_available_balance: '0.99899900', is_enough_balance: true, currency_unit: unit };

const deleted = new Set<number>();
const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/manager/bank-accounts') return { body: page([btc]) };
  if (url.pathname === '/api/v1/manager/crypto/wallets') {
    const currency = url.searchParams.get('currency');
    return { body: page(wallets.filter((w) => !deleted.has(w.id) && (!currency || w.currency === currency))) };
  }
  if (url.pathname === '/api/v1/manager/crypto/wallets/3' && call.method === 'DELETE') {
    deleted.add(3);
    return { body: { ...page([wallets[1]]), message: 'Wallet removed successfully' } };
  }
  if (url.pathname === '/api/v1/manager/grand-total/kontor/withdraw-crypto') return { body: { data: total } };
  if (url.pathname === '/api/v1/manager/crypto/kontor/withdraw-crypto') return { status: 201, body: { data: { id: 91, name: 'KTR-2026-000091', source_reference: 'KTR-2026-000091', readable_status: 'Pending', status: 'pending' } } };
  return { status: 404, body: { message: 'Not found.' } };
};

const renderPage = () => renderMoneyPage('/manager/crypto/withdraw', '/manager/crypto/withdraw', <><CryptoWithdrawPage /><ShellModals /></>, dataProvider);

afterEach(() => {
  deleted.clear();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CryptoWithdrawPage', () => {
  it('withdraws to a wallet picked in the panel: the body names account, network, wallet and the default amount', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole('row', { name: /Cold storage/ });
    await waitFor(() => expect(screen.getByTestId('field-network')).toHaveValue('bitcoin'));
    await user.click(within(row).getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(screen.getByTestId('total-total')).toHaveTextContent('0.001001 BTC'));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('created-transaction')).toHaveTextContent('KTR-2026-000091'));
    const posted = calls.find((c) => c.method === 'POST' && c.url.includes('/withdraw-crypto') && !c.url.includes('grand-total'));
    expect(posted?.body).toEqual({ bank_account_id: 7, amount: '0.001', network: 'bitcoin', wallet_id: 3 });
    expect(posted?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('deletes a wallet after "Are you sure you want to delete this wallet?" and the list reloads without it', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole('row', { name: /Cold storage/ });
    await user.click(within(row).getByRole('button', { name: 'Delete wallet Cold storage' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this wallet?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/manager/crypto/wallets/3'))).toBe(true));
    // The lists reload without it.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cold storage/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Ether hot/ })).toBeInTheDocument();
  });

  it('shows a reader the wallets without any action', async () => {
    signInAs('manager-reader');
    mockFetch(server);
    renderPage();
    await screen.findByRole('row', { name: /Cold storage/ });
    expect(screen.getByText(/only managers can buy, sell, withdraw or receive crypto/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete wallet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add wallet' })).not.toBeInTheDocument();
  });
});
