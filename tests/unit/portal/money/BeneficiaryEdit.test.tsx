import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeneficiaryEdit } from '../../../../src/portal/beneficiaries/BeneficiaryEdit';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { twoFactorStore } from '../../../../src/portal/errors/twoFactorStore';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const agent = { id: 9, legal_type: 'company', company_name: 'Acme Supplies', first_name: null, last_name: null, country: 'DE', city: 'Berlin', iban: 'DE89370400440532013000', bank_account: null, sort_code: null, bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank' };

/** The beneficiary, the dictionaries, and an update that asks for the code. */
const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/dictionaries/countries') return { body: { data: [{ id: 'DE', name: 'Germany' }] } };
  if (url.pathname.startsWith('/api/v1/dictionaries/')) return { body: { data: [] } };
  if (url.pathname === '/api/v1/manager/transactions/agents/9' && call.method === 'GET') return { body: { data: agent } };
  if (url.pathname === '/api/v1/manager/transactions/agents/9') return { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };
  if (url.pathname === '/api/v1/externals/iban') return { body: { data: { bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank' } } };
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(() => {
  // A prompt left open by a test must not cover the next one's page.
  twoFactorStore.cancel();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('BeneficiaryEdit', () => {
  it('names the new name in the code prompt, not the stored one (issue 21 item 6)', async () => {
    signInAs('manager');
    mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/manager/transaction-agents/9', '/manager/transaction-agents/:id', <><BeneficiaryEdit /><ShellModals /></>, dataProvider);
    const name = await screen.findByLabelText(/Company name/);
    await waitFor(() => expect(name).toHaveValue('Acme Supplies'));
    await user.clear(name);
    await user.type(name, 'Acme Holdings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
    expect(dialog).toHaveTextContent('Acme Holdings');
    expect(dialog).not.toHaveTextContent('Acme Supplies');
  });

  it('puts the server\'s 422 message on its field', async () => {
    signInAs('manager');
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://portal.test');
      if (url.pathname === '/api/v1/manager/transactions/agents/9' && call.method === 'PUT') {
        return { status: 422, body: { message: 'The IBAN is invalid.', errors: { iban: ['The IBAN is invalid.'] } } };
      }
      return server(call);
    });
    const user = userEvent.setup();
    renderMoneyPage('/manager/transaction-agents/9', '/manager/transaction-agents/:id', <><BeneficiaryEdit /><ShellModals /></>, dataProvider);
    const iban = await screen.findByLabelText(/^IBAN/);
    await waitFor(() => expect(iban).toHaveValue('DE89370400440532013000'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The IBAN is invalid.').closest('.MuiAlert-root')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ company_name: 'Acme Supplies', iban: 'DE89370400440532013000' });
  });

  it('shows a manager-reader the beneficiary read-only, without a save', async () => {
    signInAs('manager-reader');
    mockFetch(server);
    renderMoneyPage('/manager/transaction-agents/9', '/manager/transaction-agents/:id', <BeneficiaryEdit />, dataProvider);
    const name = await screen.findByLabelText(/Company name/);
    await waitFor(() => expect(name).toHaveValue('Acme Supplies'));
    expect(name).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to beneficiaries' })).toHaveAttribute('href', '/manager/transaction-agents');
  });

  it('says so when the beneficiary does not exist', async () => {
    signInAs('manager');
    mockFetch(server);
    renderMoneyPage('/manager/transaction-agents/8', '/manager/transaction-agents/:id', <BeneficiaryEdit />, dataProvider);
    expect(await screen.findByText('This beneficiary could not be loaded.')).toBeInTheDocument();
  });
});
