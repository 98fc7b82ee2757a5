import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { WithdrawalPage } from '../../../../src/portal/payments/WithdrawalPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const IBAN = 'DE89370400440532013000';
const account = { id: 5, name: 'Main EUR', currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' }, available_balance: '900.00', balance: '1000.00', payment_service: null, transmission_protocols_disabled: [], selected: true };
const agent = { id: 9, name: 'Acme Supplies', legal_type: 'company', iban: IBAN, bank_account: null, sort_code: null, country: 'DE', bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank' };
const total = { transaction_amount: '100.00', fee_amount: '2.50', exchange_fee_amount: '0.00', total_amount: '102.50', available_balance: '900.00', next_available_balance: '797.50', is_enough_balance: true, currency_unit: account.currency_unit };

/** The portal's server for the form; `create` answers the submit. */
const server = (create: (call: RecordedCall) => { status?: number; body?: unknown; headers?: Record<string, string> }) => (call: RecordedCall) => {
  const path = new URL(call.url, 'http://portal.test').pathname;
  if (path === '/api/v1/manager/bank-accounts') return { body: { data: [account], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } } };
  if (path === '/api/v1/dictionaries/transaction/agents') return { body: { data: [agent] } };
  if (path === '/api/v1/dictionaries/countries') return { body: { data: [{ id: 'DE', name: 'Germany' }] } };
  if (path.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (path === '/api/v1/manager/transactions/agents/9') return { body: { data: { ...agent, company_name: 'Acme Supplies', city: 'Berlin' } } };
  if (path === '/api/v1/manager/grand-total/iban') return { body: { data: total } };
  if (path === '/api/v1/externals/iban' && call.url.includes('DE88')) return { status: 422, body: { message: 'The given data was invalid.', errors: { iban: ['The IBAN check digits are wrong.'] } } };
  if (path === '/api/v1/externals/iban') return { body: { data: { bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_address: null, bank_city: 'Frankfurt', bank_country: 'DE' } } };
  if (path === '/api/v1/beneficiary') return { status: 404, body: { message: 'Not found.' } };
  if (path === '/api/v1/manager/transactions/iban') return create(call);
  return { status: 404, body: { message: 'Not found.' } };
};

const renderPage = (url = '/manager/payments/withdrawal/create?ag=9', locale?: string) =>
  renderMoneyPage(url, '/manager/payments/withdrawal/:action', <><WithdrawalPage /><ShellModals /></>, dataProvider, locale ? { locale } : {});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('WithdrawalPage', () => {
  it('fills the beneficiary from the query, shows the grand total, and puts a 422 on its field', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { customer_iban: ['The IBAN is not in the SEPA area.'] } } })));
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/IBAN or account number/)).toHaveValue(IBAN));
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Acme Supplies');
    await waitFor(() => expect(screen.getByTestId('total-fee')).toHaveTextContent('€2.50'));
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    await waitFor(() => expect(screen.getByLabelText(/IBAN or account number/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The IBAN is not in the SEPA area.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'false');
    const posted = calls.find((c) => c.method === 'POST' && c.url.includes('/manager/transactions/iban'));
    expect(posted?.body).toMatchObject({ bank_account_id: 5, amount: '100', customer_iban: IBAN, transfer_service: 'sepa', transmission_protocol_id: 'SEPA', selected_agent_id: 9, customer_name: 'Acme Supplies' });
  });

  it('asks for the two-factor code on 403 with the amount and payee, and sends again with it', async () => {
    signInAs('manager');
    const calls = mockFetch(
      server((call) =>
        call.headers.get('one-time-code')
          ? { status: 201, body: { data: { id: 77, name: 'TX-77', source_reference: 'TX-77', readable_status: 'Pending', status: 'pending', amount: '100.00', fee_amount: '2.50', currency: 'EUR' } } }
          : { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } },
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/IBAN or account number/)).toHaveValue(IBAN));
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
    await waitFor(() => expect(screen.getByTestId('total-fee')).toHaveTextContent('€2.50'));
    // What leaves the account: amount plus fee (issue 21 item 6).
    expect(dialog).toHaveTextContent('€102.50 (€100.00 + €2.50 fee)');
    expect(dialog).toHaveTextContent('Acme Supplies');
    await user.click(within(dialog).getByRole('textbox', { name: /^Digit 1/ }));
    await user.keyboard('123456');
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/manager/transactions/iban'))).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('created-transaction')).toHaveTextContent('TX-77'));
    expect(screen.getByText('View the transaction').closest('a')).toHaveAttribute('href', '/manager/transactions/77');
    // Sent: the confirmation has the focus, with amount, fee and total; the filled form is gone; balances are fetched again.
    await waitFor(() => expect(screen.getByTestId('created-transaction')).toHaveFocus());
    expect(screen.getByTestId('created-total')).toHaveTextContent('€102.50');
    expect(screen.queryByRole('button', { name: 'Send payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/manager/bank-accounts')).length).toBeGreaterThan(1));
    // A new payment starts from an empty form.
    await user.click(await screen.findByRole('button', { name: 'New payment' }));
    expect(await screen.findByRole('button', { name: 'Send payment' })).toBeInTheDocument();
    expect(screen.getByLabelText(/IBAN or account number/)).toHaveValue('');
    expect(screen.queryByTestId('created-transaction')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/manager/transactions/iban')).at(-1)?.headers.get('one-time-code')).toBe('123456');
  });

  it('asks a phone for the decimal keyboard on the amount, and not on the IBAN', async () => {
    signInAs('manager');
    mockFetch(server(() => ({ status: 500, body: {} })));
    renderPage();
    const amount = await screen.findByLabelText(/^Amount/);
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/IBAN or account number/)).not.toHaveAttribute('inputmode');
  });

  it('takes an IBAN typed key by key as typed, and applies the IBAN rules when the field is left', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => ({ status: 500, body: {} })));
    const user = userEvent.setup();
    renderPage('/manager/payments/withdrawal/create');
    const iban = await screen.findByLabelText(/IBAN or account number/);
    await waitFor(() => expect(screen.getByTestId('field-transfer_service')).toHaveValue('sepa'));
    await user.click(iban);
    await user.keyboard('DE89 3704 0044 0532 0130 00');
    // While typing: every character where it was typed, nothing moved to the account number, SEPA kept, no lookup.
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
    expect(screen.getByTestId('field-transfer_service')).toHaveValue('sepa');
    expect(calls.some((c) => c.url.includes('/externals/iban'))).toBe(false);
    await user.tab();
    // Left: spaces stripped, still SEPA, the bank looked up once for the whole IBAN.
    await waitFor(() => expect(iban).toHaveValue(IBAN));
    expect(screen.getByTestId('field-transfer_service')).toHaveValue('sepa');
    await waitFor(() => expect(screen.getByLabelText(/^Bank name/)).toHaveValue('Commerzbank'));
    const lookups = calls.filter((c) => c.url.includes('/externals/iban'));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.url).toContain(`iban=${IBAN}`);
  });

  it('moves an account number typed into the IBAN field of a SEPA payment only once it is left (document 1 section 4)', async () => {
    signInAs('manager');
    mockFetch(server(() => ({ status: 500, body: {} })));
    const user = userEvent.setup();
    renderPage('/manager/payments/withdrawal/create');
    const iban = await screen.findByLabelText(/IBAN or account number/);
    await user.click(iban);
    await user.keyboard('12345678');
    expect(iban).toHaveValue('12345678');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^Account number/)).toHaveValue('12345678'));
    expect(iban).toHaveValue('');
  });

  it('takes a German decimal comma: the total in German format, the canonical decimal sent', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => ({ status: 201, body: { data: { id: 78, name: 'TX-78', source_reference: 'TX-78', readable_status: 'Pending', status: 'pending' } } })));
    const user = userEvent.setup();
    renderPage('/manager/payments/withdrawal/create?ag=9', 'de');
    const amount = await screen.findByLabelText(/^Betrag/);
    await waitFor(() => expect(screen.getByLabelText(/IBAN oder Kontonummer/)).toHaveValue(IBAN));
    await user.clear(amount);
    await user.type(amount, '1.099,95');
    expect(amount).toHaveValue('1.099,95');
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/grand-total/iban')).at(-1)?.body).toMatchObject({ amount: '1099.95' }));
    await waitFor(() => expect(screen.getByTestId('total-fee')).toHaveTextContent(/2,50\s€/));
    await user.click(screen.getByRole('button', { name: 'Zahlung senden' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url.includes('/manager/transactions/iban'))?.body).toMatchObject({ amount: '1099.95' }));
    // The confirmation names the status in German too, not the server's English readable_status.
    await waitFor(() => expect(screen.getByTestId('created-transaction')).toHaveTextContent('Zahlung TX-78 angelegt: Ausstehend.'));
  });

  it('says in the chosen language that typed text is not an amount, and sends no amount', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => ({ status: 500, body: {} })));
    const user = userEvent.setup();
    renderPage('/manager/payments/withdrawal/create?ag=9', 'de');
    const amount = await screen.findByLabelText(/^Betrag/);
    await user.clear(amount);
    await user.type(amount, '1,2,3');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Geben Sie einen Betrag wie 1.234,56 ein.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/grand-total/iban')).map((c) => (c.body as { amount?: string }).amount)).not.toContain('1,2,3');
    expect(screen.getByTestId('grand-total-empty')).toBeInTheDocument();
  });

  it('shows the server\'s IBAN check on the field as soon as it is left, before anything is sent', async () => {
    signInAs('manager');
    const calls = mockFetch(server(() => ({ status: 500, body: {} })));
    const user = userEvent.setup();
    renderPage('/manager/payments/withdrawal/create');
    const iban = await screen.findByLabelText(/IBAN or account number/);
    await user.click(iban);
    await user.keyboard('DE88370400440532013000');
    expect(iban).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The IBAN check digits are wrong.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.includes('/manager/transactions/'))).toBe(false);
    // Corrected: the message goes.
    await user.clear(iban);
    await user.keyboard(IBAN);
    await user.tab();
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'false'));
  });
});
