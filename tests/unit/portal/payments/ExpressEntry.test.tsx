import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithdrawalPage } from '../../../../src/portal/payments/WithdrawalPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const SAVED_IBAN = 'DE89370400440532013000';
const unit = { value: 'EUR', sub_unit: 2, currency_type: 'fiat' };
const eur = { id: 5, name: 'Main EUR', currency: 'EUR', currency_unit: unit, available_balance: '900.00', balance: '1000.00', payment_service: null, transmission_protocols_disabled: [], selected: true };
const chf = { ...eur, id: 6, name: 'Swiss CHF', currency: 'CHF', currency_unit: { ...unit, value: 'CHF' }, selected: false };
const agent = { id: 9, name: 'Acme Supplies', legal_type: 'company', iban: SAVED_IBAN, bank_account: null, sort_code: null, country: 'DE', bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank' };

const server = (call: RecordedCall) => {
  const path = new URL(call.url, 'http://portal.test').pathname;
  if (path === '/api/v1/manager/bank-accounts') return { body: { data: [eur, chf], meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 } } };
  if (path === '/api/v1/dictionaries/transaction/agents') return { body: { data: [agent] } };
  if (path === '/api/v1/dictionaries/countries') return { body: { data: [{ id: 'DE', name: 'Germany' }, { id: 'CH', name: 'Switzerland' }] } };
  if (path.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (path === '/api/v1/manager/transactions/agents/9') return { body: { data: { ...agent, company_name: 'Acme Supplies', city: 'Berlin' } } };
  if (path === '/api/v1/externals/iban') return { body: { data: { bank_swift: null, bank_name: null, bank_address: null, bank_city: null, bank_country: null } } };
  if (path === '/api/v1/beneficiary') return { status: 404, body: { message: 'Not found.' } };
  return { status: 404, body: { message: 'Not found.' } };
};

const paste = async (text: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Express data entry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Express data entry' });
  fireEvent.change(within(dialog).getByLabelText('Payment details'), { target: { value: text } });
  await user.click(within(dialog).getByRole('button', { name: 'Express data submit' }));
  return dialog;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Express data entry on the withdrawal form', () => {
  it('fills a new payee from a Swiss QR-bill, picks the CHF account, lists what it did not use, and sends nothing', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    renderMoneyPage('/manager/payments/withdrawal/create', '/manager/payments/withdrawal/:action', <WithdrawalPage />, dataProvider);
    await waitFor(() => expect(screen.getByTestId('field-bank_account_id')).toHaveValue('5'));
    const dialog = await paste('Konto / Zahlbar an\nCH44 3199 9123 0008 8901 2\nRobert Schneider AG\nRue du Lac 1268\n2501 Biel\nReferenz\n21 00000 00003 13947 14300 09017\nWährung Betrag\nCHF 3 949.75\nVielen Dank');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The form was filled with what was recognised');
    const recognised = within(dialog).getByRole('list', { name: 'Recognised' });
    expect(recognised).toHaveTextContent('IBAN: CH4431999123000889012');
    expect(recognised).toHaveTextContent('Country: CHtaken from the IBAN');
    expect(recognised).toHaveTextContent('an account in CHF was chosen to pay from');
    expect(within(dialog).getByRole('list', { name: 'Not recognised' })).toHaveTextContent('Vielen Dank');
    expect(screen.getByTestId('field-customer_iban')).toHaveValue('CH4431999123000889012');
    expect(screen.getByTestId('field-customer_name')).toHaveValue('Robert Schneider AG');
    expect(screen.getByTestId('field-customer_street')).toHaveValue('Rue du Lac');
    expect(screen.getByTestId('field-customer_post_code')).toHaveValue('2501');
    expect(screen.getByTestId('field-bank_account_id')).toHaveValue('6');
    expect(screen.getByTestId('field-amount')).toHaveValue('3,949.75');
    expect(screen.getByTestId('field-customer_ref_message')).toHaveValue('21 00000 00003 13947 14300 09017');
    expect(calls.some((c) => c.method === 'POST' && c.url.includes('/manager/transactions/iban'))).toBe(false);
  });

  it('chooses the saved beneficiary with the pasted IBAN instead of filling its fields', async () => {
    signInAs('manager');
    mockFetch(server);
    renderMoneyPage('/manager/payments/withdrawal/create', '/manager/payments/withdrawal/:action', <WithdrawalPage />, dataProvider);
    await waitFor(() => expect(screen.getByTestId('field-bank_account_id')).toHaveValue('5'));
    const dialog = await paste('Kontoinhaber: Acme Supplies GmbH\nIBAN: DE89 3704 0044 0532 0130 00\nBetrag: 250,00 EUR');
    expect(within(dialog).getByRole('list', { name: 'Recognised' })).toHaveTextContent('the saved beneficiary Acme Supplies was chosen');
    await waitFor(() => expect(screen.getByTestId('field-selected_agent_id')).toHaveValue('9'));
    expect(screen.getByTestId('field-customer_name')).toHaveValue('Acme Supplies');
    expect(screen.getByTestId('field-amount')).toHaveValue('250.00');
  });

  it('says so and changes nothing when the text holds nothing recognisable', async () => {
    signInAs('manager');
    mockFetch(server);
    renderMoneyPage('/manager/payments/withdrawal/create', '/manager/payments/withdrawal/:action', <WithdrawalPage />, dataProvider);
    await waitFor(() => expect(screen.getByTestId('field-bank_account_id')).toHaveValue('5'));
    const amount = (screen.getByTestId('field-amount') as HTMLInputElement).value;
    const dialog = await paste('Hi Anna, see you on Monday.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing recognisable was found in this text. The form was not changed.');
    expect(within(dialog).getByRole('list', { name: 'Not recognised' })).toHaveTextContent('Hi Anna, see you on Monday.');
    expect(screen.getByTestId('field-customer_iban')).toHaveValue('');
    expect(screen.getByTestId('field-amount')).toHaveValue(amount);
    expect(screen.getByTestId('field-customer_name')).toHaveValue('');
  });
});
