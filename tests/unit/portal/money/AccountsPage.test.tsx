import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount } from '../../../../src/contract/entities';
import { AccountsPage } from '../../../../src/portal/accounts/AccountsPage';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const account = (id: number, over: Partial<BankAccount>): BankAccount => ({
  id, company_id: 1, name: `Account ${id}`, currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' }, iban: 'DE89370400440532013000',
  account_number: null, payment_service: null, balance: '1234.50', available_balance: '1000.00', transmission_protocols_disabled: [], selected: false,
  temporary_ibans: [], portal_service_active: false, psp_portal_accounts: [], created_at: '2026-01-01T00:00:00.000Z', ...over,
});

const ACCOUNTS = [account(1, { selected: true, name: 'Main EUR' }), account(2, { name: 'Payroll GBP', currency: 'GBP', currency_unit: { value: 'GBP', sub_unit: 2, currency_type: 'fiat' }, balance: '-5.00', available_balance: '-5.00' })];

const provider = () => ({
  getList: vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => ({ data: params.filter.currency_type === 'fiat' ? ACCOUNTS : [], total: 2 })),
});

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AccountsPage', () => {
  it('shows each fiat account with its current and available balance in the language, and the default', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager/accounts/fiat', '/manager/accounts/:currency_type?', <AccountsPage />, dp);
    expect(await screen.findByText('Main EUR')).toBeInTheDocument();
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    expect(screen.getByText('€1,000.00')).toBeInTheDocument();
    expect(screen.getAllByText('-£5.00')).toHaveLength(2);
    expect(screen.getByText('Default')).toBeInTheDocument();
    // Only the other account can become the default; both offer their reference letter.
    expect(screen.getAllByRole('button', { name: 'Set as default' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reference letter' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Open account' })).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('bank-accounts', expect.objectContaining({ filter: { currency_type: 'fiat' } }));
  });

  it('gives a manager-reader no writes', async () => {
    signInAs('manager-reader');
    renderMoneyPage('/manager/accounts/fiat', '/manager/accounts/:currency_type?', <AccountsPage />, provider());
    expect(await screen.findByText('Main EUR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open account' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Reference letter' })).toHaveLength(2);
  });
});
