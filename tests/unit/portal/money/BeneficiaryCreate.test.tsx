import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeneficiaryCreate } from '../../../../src/portal/beneficiaries/BeneficiaryCreate';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const IBAN = 'DE89370400440532013000';

/** The dictionaries, the IBAN lookup, and a create that refuses a missing country like the server. */
const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/dictionaries/countries') return { body: { data: [{ id: 'DE', name: 'Germany' }] } };
  if (url.pathname.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (url.pathname === '/api/v1/externals/iban') {
    return { body: { data: { iban: IBAN, country: 'DE', sort_code: null, bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_address: 'Kaiserplatz', bank_city: 'Frankfurt am Main', bank_country: 'DE' } } };
  }
  if (url.pathname === '/api/v1/manager/transactions/agents' && call.method === 'POST') {
    return { status: 422, body: { message: 'The selected country is not served.', errors: { country: ['The selected country is not served.'] } } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('BeneficiaryCreate', () => {
  it('names a missing required field before anything is sent', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/manager/transaction-agents/create', '/manager/transaction-agents/create', <BeneficiaryCreate />, dataProvider);
    await user.type(await screen.findByLabelText(/^IBAN/), IBAN);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Company name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('fills the bank from the IBAN and shows the server field errors on the inputs', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/manager/transaction-agents/create', '/manager/transaction-agents/create', <BeneficiaryCreate />, dataProvider);
    await user.type(await screen.findByLabelText(/^Company name/), 'Acme Supplies');
    await user.type(screen.getByLabelText(/^IBAN/), IBAN);
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Bank name')).toHaveValue('Commerzbank'));
    expect(screen.getByLabelText('SWIFT/BIC')).toHaveValue('COBADEFFXXX');
    expect(calls.some((c) => c.url.includes(`/externals/iban?iban=${IBAN}`))).toBe(true);

    // Required fields are marked; the IBAN's country came with the bank.
    expect((screen.getByRole('combobox', { name: /^Country/ }) as HTMLInputElement).labels?.[0]).toHaveTextContent('Country *');
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).labels?.[0]).not.toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    // On the field, not as a form-level alert.
    await waitFor(() => expect(screen.getByText('The selected country is not served.')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The selected country is not served.').closest('.MuiAlert-root')).toBeNull();
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toMatchObject({ legal_type: 'company', company_name: 'Acme Supplies', iban: IBAN, bank_name: 'Commerzbank', first_name: null, country: 'DE' });
  });
});
