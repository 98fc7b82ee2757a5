import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeneficiaryEdit } from '../../../../src/portal/beneficiaries/BeneficiaryEdit';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
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
});
