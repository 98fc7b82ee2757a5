import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount, ChildCompany, Transaction } from '../../../../src/contract/entities';
import { AffiliateTransactionsPage } from '../../../../src/portal/affiliates/AffiliateTransactionsPage';
import { WhiteLabeledTransactionsPage } from '../../../../src/portal/affiliates/WhiteLabeledTransactionsPage';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const child = (id: number, name: string, summary: ChildCompany['accounts_summary']): ChildCompany => ({
  id, name, enabled: true, enabled_features: {}, psp_portal_attached: false, white_label_enabled: false, legal_type: 'company', company_types: ['REGULAR'],
  affiliate_owner_company: { id: 1, name: 'Acme' }, portal_services: {}, payment_service_status: 'ACTIVE', country: 'DE', created_at: '2026-01-01T10:00:00Z', accounts_summary: summary,
});
const nordlicht = child(5, 'Nordlicht Logistics AG', [{ currency: 'EUR', currency_type: 'fiat', accounts: 2, balance: '1234.63', available_balance: '1234.63' }]);
const zeta = child(6, 'Zeta Works', []);

const account = (id: number, name: string, balance: string, available = balance): BankAccount => ({
  id, company_id: 5, name, currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' }, iban: `DE000000000000000${id}`, account_number: null,
  payment_service: null, balance, available_balance: available, transmission_protocols_disabled: [], selected: false, temporary_ibans: [], portal_service_active: false,
  psp_portal_accounts: [], created_at: '2026-01-01T10:00:00Z',
});

const tx = (id: number, companyId: number): Transaction => ({
  id, name: `KTR-2026-${id}`, type_id: 'deposit', status: 'approved', readable_status: 'Completed', bank_account_id: 21, from_account_id: null, to_account_id: 21,
  bank_account: { id: 21, name: 'Nord main', currency: 'EUR', iban: null }, company_id: companyId, currency: 'EUR', remitter_name: 'Sender', beneficiary_name: `Child payee ${id}`,
  amount: '1234.56', fee_amount: '0.00', balance: '1234.56', source_reference: `KTR-2026-${id}`, fee_description: null, fee_related_transaction: null, ref_message: null,
  transmission_protocol_id: 'SEPA', transfer_service: null, source_id: null, log_created_at: '2026-06-01T10:00:00.000Z', created_at: '2026-06-01T09:00:00.000Z',
});

const provider = () => ({
  getList: vi.fn(async (resource: string, params: { filter: Record<string, unknown>; meta?: { params?: { id?: number } } }) => {
    if (resource === 'affiliates' || resource === 'white-labeled') return { data: [nordlicht, zeta], total: 2 };
    if (resource === 'affiliate-transactions' || resource === 'white-labeled-transactions') return { data: [tx(41, 5)], total: 1 };
    // One child company's accounts: the list's meta names the company.
    if (resource === 'affiliate-accounts' || resource === 'white-labeled-accounts') {
      const accounts = params.meta?.params?.id === 5 ? [account(21, 'Nord main', '1234.56', '1200.00'), account(22, 'Nord second', '0.07')] : [];
      return { data: accounts, total: accounts.length };
    }
    return { data: [], total: 0 };
  }),
});

const accountList = async () => within(await screen.findByRole('list', { name: 'Accounts' }));

const lastListCall = (dp: ReturnType<typeof provider>, resource: string) => dp.getList.mock.calls.filter(([r]) => r === resource).at(-1)?.[1];

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChildTransactionsPage', () => {
  it("shows the affiliates with balances beside their transactions, and narrows to a company and one of its accounts", async () => {
    signInAs('manager-reader');
    const dp = provider();
    const user = userEvent.setup();
    renderMoneyPage('/manager/affiliates/transactions/approved_transactions', '/manager/affiliates/transactions/:mode', <AffiliateTransactionsPage />, dp);
    expect(await screen.findByText('Nordlicht Logistics AG')).toBeInTheDocument();
    expect(screen.getByText('€1,234.63 (2 accounts)')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('transaction-row');
    expect(within(rows[0]!).getByText('Child payee 41')).toBeInTheDocument();
    // No detail link: the detail belongs to the affiliate itself.
    expect(within(rows[0]!).queryByRole('link', { name: 'Show' })).toBeNull();
    expect(lastListCall(dp, 'affiliate-transactions')?.filter).toEqual({ mode: 'approved_transactions' });
    // The company's own accounts are not offered as a filter here.
    expect(dp.getList.mock.calls.some(([r]) => r === 'bank-accounts')).toBe(false);

    await user.click(screen.getByText('Nordlicht Logistics AG'));
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')?.filter).toEqual({ mode: 'approved_transactions', company_id: '5' }));
    const accounts = await accountList();
    expect(await accounts.findByText('Nord main · EUR')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('affiliate-accounts', expect.objectContaining({ meta: { params: { id: 5 } } }));
    expect(accounts.getByText('€1,234.56')).toBeInTheDocument();
    expect(accounts.getByText('Available: €1,200.00')).toBeInTheDocument();

    await user.click(accounts.getByText('Nord second · EUR'));
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')?.filter).toEqual({ mode: 'approved_transactions', company_id: '5', bank_account_id: '22' }));

    await user.click(screen.getByText('All affiliated companies'));
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')?.filter).toEqual({ mode: 'approved_transactions' }));
    expect(screen.getByText('No accounts')).toBeInTheDocument();
  });

  it('opens with the company of the link and reads the white-labeled resources', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager/white-labeled/transactions/pending_transactions?cid=5&bid=21', '/manager/white-labeled/transactions/:mode', <WhiteLabeledTransactionsPage />, dp);
    await screen.findAllByTestId('transaction-row');
    await waitFor(() => expect(lastListCall(dp, 'white-labeled-transactions')?.filter).toEqual({ mode: 'pending_transactions', company_id: '5', bank_account_id: '21' }));
    expect(dp.getList.mock.calls.some(([r]) => r === 'white-labeled')).toBe(true);
    expect(await (await accountList()).findByText('Nord main · EUR')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('white-labeled-accounts', expect.objectContaining({ meta: { params: { id: 5 } } }));
    expect(screen.getByRole('tab', { name: 'Approved Transactions' })).toHaveAttribute('href', '/manager/white-labeled/transactions/approved_transactions?cid=5&bid=21');
  });

  it('sorts, searches, pages, chooses columns and exports on the server; a new company goes back to page 1', async () => {
    signInAs('manager');
    const dp = provider();
    dp.getList.mockImplementation(async (resource: string, params: { filter: Record<string, unknown>; pagination?: { page: number; perPage: number } }) => {
      if (resource === 'affiliates') return { data: [nordlicht, zeta], total: 2 };
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 100 };
      if (perPage > 100) return { data: Array.from({ length: 120 }, (_, i) => tx(i + 1, 5)), total: 120 };
      return { data: [tx(page * 100 + 1, 5)], total: 120 };
    });
    const user = userEvent.setup();
    renderMoneyPage('/manager/affiliates/transactions/approved_transactions', '/manager/affiliates/transactions/:mode', <AffiliateTransactionsPage />, dp);
    await screen.findAllByTestId('transaction-row');
    expect(lastListCall(dp, 'affiliate-transactions')).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'log_created_at', order: 'DESC' } });

    await user.click(within(screen.getByRole('columnheader', { name: /^Amount/ })).getByText('Amount'));
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')).toMatchObject({ sort: { field: 'amount', order: 'DESC' } }));
    await user.type(screen.getByPlaceholderText('Search'), 'Child');
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')?.filter).toEqual({ mode: 'approved_transactions', search: 'Child' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')).toMatchObject({ pagination: { page: 2, perPage: 100 } }));
    expect(await screen.findByText('Child payee 201')).toBeInTheDocument();

    await user.click(screen.getByText('Nordlicht Logistics AG'));
    await waitFor(() => expect(lastListCall(dp, 'affiliate-transactions')).toMatchObject({ pagination: { page: 1 }, filter: { mode: 'approved_transactions', search: 'Child', company_id: '5' } }));
    // The page's own address holds the company; the list's state stays out of it.
    expect(dp.getList.mock.calls.some(([r]) => r === 'bank-accounts')).toBe(false);

    // The child companies beside the list have their own chooser and export: the transactions' come last.
    await user.click(screen.getAllByRole('button', { name: 'Columns' }).at(-1)!);
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Reference message'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Reference message' })).toBeNull());

    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
    await user.click(screen.getAllByRole('button', { name: 'Export CSV' }).at(-1)!);
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
    const lines = (await (created[0] as Blob).text()).trim().split('\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).not.toContain('Reference message');
  });
});
