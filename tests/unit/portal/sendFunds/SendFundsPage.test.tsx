import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { SendFundsPage } from '../../../../src/portal/sendFunds/SendFundsPage';
import { receivingAccounts, sendFundsBody } from '../../../../src/portal/sendFunds/sendFundsRules';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const unit = (value: string) => ({ value, sub_unit: 2, currency_type: 'fiat' });
const account = (id: number, name: string, currency: string, available: string, selected = false) => ({
  id, name, currency, currency_unit: unit(currency), available_balance: available, balance: available, payment_service: null, transmission_protocols_disabled: [], selected,
});
const eur = account(5, 'Main EUR', 'EUR', '1000.00', true);
const usd = account(6, 'Dollar account', 'USD', '300.00');
const owner = { id: 1, name: 'Acme Trading GmbH' };
const ownerAccounts = [
  { id: 21, name: 'Acme EUR', currency: 'EUR', company: owner },
  { id: 22, name: 'Acme USD', currency: 'USD', company: owner },
  { id: 23, name: 'Acme EUR reserve', currency: 'EUR', company: owner },
];
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length, from: 1, to: data.length, path: '' } });
const total = (amount: string, fee: string, sum: string, currency: string) => ({
  transaction_amount: amount, fee_amount: fee, exchange_fee_amount: '0.00', total_amount: sum, available_balance: '300.00', next_available_balance: '0.00', is_enough_balance: true, currency_unit: unit(currency),
});

/** The server of the page: accounts, the owner's accounts, the fee preview; the send answers `send` once the code is there. */
const server = (send: (call: RecordedCall) => { status: number; body: unknown }) => {
  let sent = false;
  return (call: RecordedCall) => {
    const path = new URL(call.url, 'http://portal.test').pathname;
    if (path === '/api/v1/manager/bank-accounts') return { body: page([eur, sent ? { ...usd, available_balance: '174.50' } : usd]) };
    if (path === '/api/v1/manager/affiliates/owner/accounts') return { body: { data: ownerAccounts } };
    if (path === '/api/v1/manager/grand-total/transfer') {
      const amount = String((call.body as { amount?: string }).amount);
      return { body: { data: amount === '125.50' ? total('125.50', '1.00', '126.50', 'USD') : total(amount, '0.00', amount, 'USD') } };
    }
    if (path === '/api/v1/affiliate-merchant-payment/9') {
      return { body: { data: { id: 9, product: { id: 2, name: 'Consulting hour' }, amount: '80.00', currency: 'USD', bank_account_id: 6, paid_at: '2026-01-02T10:00:00Z', status: 'paid', affiliate_owner: owner, suggested_to_account_id: 22, forwarded_transaction_id: null } } };
    }
    if (path === '/api/v1/manager/affiliates/send-funds') {
      if (!call.headers.get('one-time-code')) return { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };
      const answer = send(call);
      if (answer.status === 201) sent = true;
      return answer;
    }
    return { status: 404, body: { message: 'Not found.' } };
  };
};

const created = { status: 201, body: { data: { id: 77, name: 'KTR-2026-000077', source_reference: 'KTR-2026-000077', readable_status: 'Pending', status: 'pending', amount: '125.50', fee_amount: '1.00', currency: 'USD' } } };

const renderPage = () => renderMoneyPage('/manager/send-funds-affiliate', '/manager/send-funds-affiliate', <><SendFundsPage /><ShellModals /></>, dataProvider);

const confirmCode = async (user: ReturnType<typeof userEvent.setup>, shows: string[] = []) => {
  const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
  // What is confirmed: the payee and what leaves the account.
  for (const text of shows) expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('textbox', { name: /^Digit 1/ }));
  await user.keyboard('123456');
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SendFundsPage', () => {
  it("offers the owner's accounts of the source's currency only, and follows a change of source", () => {
    const context = { accounts: [eur, usd] as never, ownerAccounts: ownerAccounts as never };
    expect(receivingAccounts(context, 5).map((a) => a.id)).toEqual([21, 23]);
    expect(receivingAccounts(context, '6').map((a) => a.id)).toEqual([22]);
    expect(receivingAccounts(context, '')).toEqual([]);
    expect(sendFundsBody({ bank_account_id: '6', to_account_id: '22', amount: ' 125.50 ', ref_message: '', merchant_payment_id: '' })).toEqual({ bank_account_id: 6, to_account_id: 22, amount: '125.50' });
  });

  it('sends from the chosen account to the owner account of its currency with the code; the fee is shown and the confirmation replaces the form', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => created));
    const user = userEvent.setup();
    renderPage();
    const from = await screen.findByRole('combobox', { name: /^From account/ });
    await waitFor(() => expect(from).toHaveTextContent('Main EUR'));
    // The default EUR source: the owner's EUR accounts only, the first one chosen.
    const to = screen.getByRole('combobox', { name: /^To account of Acme Trading GmbH/ });
    await waitFor(() => expect(to).toHaveTextContent('Acme EUR (EUR)'));
    await user.click(to);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Acme EUR (EUR)', 'Acme EUR reserve (EUR)']);
    await user.keyboard('{Escape}');

    // Another source: the EUR receiver is cleared for the owner's USD account.
    await user.click(from);
    await user.click(await screen.findByRole('option', { name: /Dollar account/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^To account of/ })).toHaveTextContent('Acme USD (USD)'));
    await user.click(screen.getByRole('combobox', { name: /^To account of/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Acme USD (USD)']);
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '125.50');
    await user.type(screen.getByRole('textbox', { name: /^Reference message/ }), 'Commission June');
    await waitFor(() => expect(screen.getByTestId('total-total')).toHaveTextContent('$126.50'));
    await user.click(screen.getByRole('button', { name: 'Send funds' }));

    await confirmCode(user, ['Acme Trading GmbH · Acme USD (USD)', '$126.50']);
    const confirmation = await screen.findByTestId('created-transaction');
    expect(confirmation).toHaveTextContent('Payment KTR-2026-000077 created: Pending.');
    expect(screen.queryByRole('button', { name: 'Send funds' })).not.toBeInTheDocument();

    const sends = calls.filter((c) => c.url.includes('/manager/affiliates/send-funds'));
    expect(sends).toHaveLength(2);
    expect(sends[1]?.headers.get('one-time-code')).toBe('123456');
    expect(sends[1]?.headers.get('idempotency-key')).toBeTruthy();
    expect(sends[1]?.headers.get('idempotency-key')).toBe(sends[0]?.headers.get('idempotency-key'));
    expect(sends[1]?.body).toEqual({ bank_account_id: 6, to_account_id: 22, amount: '125.50', ref_message: 'Commission June' });
    // The balances are fetched again: a new payment shows the lower balance.
    await user.click(await screen.findByRole('button', { name: 'New payment' }));
    await user.click(await screen.findByRole('combobox', { name: /^From account/ }));
    expect(await screen.findByRole('option', { name: /Dollar account · \$174\.50/ })).toBeInTheDocument();
  });

  it("puts the server's 422 on its field", async () => {
    signInAs('manager');
    mockFetch(server(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { to_account_id: ['The receiving account must be in the currency of the account you pay from.'] } } })));
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^To account of/ })).toHaveTextContent('Acme EUR (EUR)'));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Send funds' }));
    await confirmCode(user);
    expect(await screen.findByText('The receiving account must be in the currency of the account you pay from.')).toBeInTheDocument();
    expect(screen.queryByTestId('created-transaction')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send funds' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^To account of/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('forwards a paid merchant payment named in the address: its account, amount and the suggested owner account, and its id in the body', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => created));
    const user = userEvent.setup();
    renderMoneyPage('/manager/send-funds-affiliate?merchant_payment_id=9', '/manager/send-funds-affiliate', <><SendFundsPage /><ShellModals /></>, dataProvider);
    expect(await screen.findByText('Forwarding the payment for Consulting hour: $80.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^To account of/ })).toHaveTextContent('Acme USD (USD)'));
    expect(screen.getByRole('combobox', { name: /^From account/ })).toHaveTextContent('Dollar account');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('80.00');
    await user.click(screen.getByRole('button', { name: 'Send funds' }));
    await confirmCode(user);
    await screen.findByTestId('created-transaction');
    const sent = calls.filter((c) => c.url.includes('/manager/affiliates/send-funds')).at(-1);
    expect(sent?.body).toEqual({ bank_account_id: 6, to_account_id: 22, amount: '80.00', merchant_payment_id: 9 });
  });
});
