import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeneficiaryCreate } from '../../../../src/portal/beneficiaries/BeneficiaryCreate';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderRoutes } from '../renderRoutes';
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

  it('asks for the code naming the payee, confirms the duplicate, then saves and goes to the list', async () => {
    signInAs('manager');
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://portal.test');
      if (url.pathname === '/api/v1/manager/transactions/agents' && call.method === 'POST') {
        if (!call.headers.get('one-time-code')) return { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };
        if (!(call.body as { bypass_duplicate_check?: boolean }).bypass_duplicate_check) return { status: 409, body: { message: 'A beneficiary with this IBAN exists.' } };
        return { status: 201, body: { data: { id: 12, ...(call.body as object) } } };
      }
      return server(call);
    });
    const user = userEvent.setup();
    renderRoutes(
      '/manager/transaction-agents/create',
      { '/manager/transaction-agents/create': <><BeneficiaryCreate /><ShellModals /></>, '/manager/transaction-agents': <p>The list</p> },
      { dataProvider },
    );
    await user.type(await screen.findByLabelText(/^Company name/), 'Acme Supplies');
    await user.type(screen.getByLabelText(/^IBAN/), IBAN);
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Bank name')).toHaveValue('Commerzbank'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const prompt = await screen.findByRole('dialog', { name: 'Verify your action' });
    expect(prompt).toHaveTextContent('Acme Supplies');
    await user.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(prompt).not.toBeInTheDocument());

    const duplicate = await screen.findByRole('dialog', { name: 'Possible duplicate' });
    expect(duplicate).toHaveTextContent('A beneficiary with this IBAN exists.');
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));

    expect(await screen.findByText('The list')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.headers.get('one-time-code'), (c.body as { bypass_duplicate_check?: boolean }).bypass_duplicate_check ?? false])).toEqual([
      [null, false],
      ['123456', false],
      ['123456', true],
    ]);
    expect(posts[2]?.body).toMatchObject({ company_name: 'Acme Supplies', iban: IBAN, country: 'DE' });
  });
});
