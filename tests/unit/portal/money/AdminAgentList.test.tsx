import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminAgent, BankAccount } from '../../../../src/contract/entities';
import { TopUpPage } from '../../../../src/portal/adminTransactions/TopUpPage';
import { AdminAgentList } from '../../../../src/portal/beneficiaries/AdminAgentList';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { twoFactorStore } from '../../../../src/portal/errors/twoFactorStore';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { signInAs } from './renderMoneyPage';

const IBAN = 'DE89370400440532013000';
const agent = (id: number, over: Partial<AdminAgent> = {}): AdminAgent => ({
  id, iban: id === 3 ? null : `DE8937040044053201${String(3000 + id)}`, legal_type: 'company', company_name: `Supplier ${id}`, first_name: null, last_name: null, country: 'DE',
  city: null, street: null, building_number: null, building_name: null, zip_code: null, sort_code: null, free_market_sector_id: null, free_market_industry_id: null,
  bank_account: null, bank_swift: null, bank_name: null, bank_country: null, bank_city: null, bank_address: null, created_at: '2026-01-01T00:00:00.000Z',
  company_id: 7, blacklisted: false, blacklisted_at: null, blacklisted_by: null, blacklist_reason: null, ...over,
});
const page = <T,>(data: T[]) => ({ body: { data, meta: { current_page: 1, last_page: 1, per_page: 50, path: '', from: 1, to: data.length, total: data.length } } });
const query = (calls: RecordedCall[], path: string) => calls.map((c) => new URL(c.url, 'http://portal.test')).filter((u) => u.pathname === path).map((u) => u.searchParams);

/** The agents of the a/transaction-agents list; blacklisting asks for the code, then changes the stored agent. */
const agentServer = () => {
  const agents = [agent(1), agent(2, { blacklisted: true, blacklisted_at: '2026-05-01T10:00:00.000Z', blacklist_reason: 'Fraud report' }), agent(3)];
  return (call: RecordedCall) => {
    const url = new URL(call.url, 'http://portal.test');
    if (url.pathname === '/api/v1/a/transaction-agents') {
      const flag = url.searchParams.get('blacklisted');
      return page(agents.filter((a) => flag === null || a.blacklisted === (flag === '1')));
    }
    const put = /^\/api\/v1\/a\/transaction-agents\/(\d+)\/blacklist$/.exec(url.pathname);
    if (put && call.method === 'PUT') {
      if (!call.headers.get('one-time-code')) return { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };
      const a = agents.find((x) => x.id === Number(put[1]))!;
      const body = call.body as { blacklisted: boolean; reason?: string };
      Object.assign(a, { blacklisted: body.blacklisted, blacklisted_at: body.blacklisted ? '2026-06-01T10:00:00.000Z' : null, blacklist_reason: body.blacklisted ? (body.reason ?? null) : null });
      return { body: { data: a, message: 'The transaction agent is blacklisted.' } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  };
};

afterEach(() => {
  twoFactorStore.cancel();
  cleanUpPages();
});

describe('AdminAgentList (admin-transaction-agents resource)', () => {
  it('lists every company\'s agents with their blacklist state and filters by state, IBAN and company on the server', async () => {
    signInAs('admin');
    const calls = mockFetch(agentServer());
    const user = userEvent.setup();
    renderRoutes('/admin/transaction-agents', { '/admin/transaction-agents': <AdminAgentList /> });
    await waitFor(() => expect(screen.getAllByTestId('agent-row')).toHaveLength(3));
    expect(screen.getByRole('switch', { name: 'Blacklist Supplier 2' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Blacklist Supplier 1' })).not.toBeChecked();
    // No IBAN, no blacklist: deposits name their sender by IBAN.
    expect(screen.getByRole('switch', { name: 'Blacklist Supplier 3' })).toBeDisabled();
    expect(screen.getByText('Fraud report')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Blacklisted' }));
    await user.click(await screen.findByRole('option', { name: 'Blacklisted' }));
    await waitFor(() => expect(screen.getAllByTestId('agent-row')).toHaveLength(1));
    expect(query(calls, '/api/v1/a/transaction-agents').at(-1)?.get('blacklisted')).toBe('1');

    // A half-typed IBAN is not sent (the server looks IBANs up whole); a whole one is, without spaces.
    const sent = calls.length;
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704');
    expect(await screen.findByText('Enter a whole IBAN (country code, check digits, account).')).toBeInTheDocument();
    expect(calls.length).toBe(sent);
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), ' 0044 0532 0130 00');
    await waitFor(() => expect(query(calls, '/api/v1/a/transaction-agents').at(-1)?.get('iban')).toBe(IBAN));

    await user.type(screen.getByRole('textbox', { name: 'Company ID' }), '7');
    await waitFor(() => expect(query(calls, '/api/v1/a/transaction-agents').at(-1)?.get('company_id')).toBe('7'));
  });

  it('blacklists an agent with a reason after the confirmation and the one-time code, and the list shows it', async () => {
    signInAs('admin');
    const calls = mockFetch(agentServer());
    const user = userEvent.setup();
    renderRoutes('/admin/transaction-agents', { '/admin/transaction-agents': <><AdminAgentList /><ShellModals /><Notification /></> });
    await user.click(await screen.findByRole('switch', { name: 'Blacklist Supplier 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Blacklist Supplier 1?' });
    expect(confirm).toHaveTextContent('DE89 3704 0044 0532 0130 01');
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Mule account');
    await user.click(within(confirm).getByRole('button', { name: 'Blacklist' }));

    const prompt = await screen.findByRole('dialog', { name: 'Verify your action' });
    expect(prompt).toHaveTextContent('Supplier 1');
    await user.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(prompt).not.toBeInTheDocument());

    expect(await screen.findByText('Supplier 1 is blacklisted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Blacklist Supplier 1' })).toBeChecked());
    expect(screen.getByText('Mule account')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url.replace(/^.*\/api\/v1\//, ''), c.headers.get('one-time-code'), c.body])).toEqual([
      ['a/transaction-agents/1/blacklist', null, { blacklisted: true, reason: 'Mule account' }],
      ['a/transaction-agents/1/blacklist', '123456', { blacklisted: true, reason: 'Mule account' }],
    ]);
  });

  it('lifts a blacklist: the confirmation says deposits are credited again, and no reason is asked', async () => {
    signInAs('admin');
    const calls = mockFetch(agentServer());
    const user = userEvent.setup();
    renderRoutes('/admin/transaction-agents', { '/admin/transaction-agents': <><AdminAgentList /><ShellModals /><Notification /></> });
    await user.click(await screen.findByRole('switch', { name: 'Blacklist Supplier 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lift the blacklist of Supplier 2?' });
    expect(within(confirm).queryByLabelText('Reason (optional)')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Lift the blacklist' }));
    await user.click((await screen.findAllByRole('textbox', { name: /^Digit/ }))[0]!);
    await user.keyboard('123456');
    expect(await screen.findByText('Supplier 2 is no longer blacklisted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ blacklisted: false });
  });
});

describe('TopUpPage: the deposit\'s sender', () => {
  it('sends the sender IBAN (without spaces) and name with the top-up', async () => {
    signInAs('admin');
    const account = { id: 3, company_id: 7, name: 'Main', currency: 'EUR', iban: IBAN, account_number: null } as BankAccount;
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://portal.test');
      if (url.pathname === '/api/v1/a/bank-accounts') return page([account]);
      if (url.pathname === '/api/v1/a/transactions/credit') return { status: 201, body: { data: { id: 50, name: 'TX-50' }, message: 'Balance topped up successfully.' } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderRoutes('/admin/transactions/credit', { '/admin/transactions/credit': <><TopUpPage /><ShellModals /><Notification /></> });
    await user.click(await screen.findByLabelText('Account'));
    await user.click(await screen.findByRole('option', { name: /Main/ }));
    await user.type(screen.getByLabelText(/^Amount/), '100.00');
    await user.type(screen.getByLabelText('Sender IBAN (optional)'), 'DE89 3704 0044 0532 0130 99');
    await user.type(screen.getByLabelText('Sender name (optional)'), 'Mallory Ltd');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Top-up TX-50 posted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ bank_account_id: 3, amount: '100.00', sender_iban: 'DE89370400440532013099', sender_name: 'Mallory Ltd' });
  });
});
