import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount } from '../../../../src/contract/entities';
import { notificationActions } from '../../../../src/portal/notifications/notificationActions';
import { PspAccountsList } from '../../../../src/portal/psp/PspAccountsPage';
import type { PspAccountRecord, PspPayment } from '../../../../src/portal/psp/pspTypes';
import { pspDepositBody, pspDepositValues, pspPaymentIdOf } from '../../../../src/portal/payments/usePspDeposit';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const account = (i: number): PspAccountRecord => ({
  id: i,
  bank_account_id: 100 + i,
  bank_account: { id: 100 + i, name: `Account ${String(i).padStart(2, '0')}`, currency: i % 2 ? 'EUR' : 'GBP', iban: i % 2 ? `DE00TEST${i}` : null },
  account_type: i % 3 === 0 ? 'settlement' : 'funding',
  external_id: `FXA-${i}`,
  account_fields: { active: i % 2 === 1 },
  created_at: '2026-06-01T10:00:00.000Z',
});
const ALL = Array.from({ length: 30 }, (_, i) => account(i + 1));

const serve = (rows: PspAccountRecord[]) => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  return { calls, getList, dataProvider: testDataProvider({ getList: getList as never }) };
};
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) =>
  renderRoutes('/manager/psp-portal/accounts', { '/manager/psp-portal/accounts': <PspAccountsList /> }, { dataProvider });
const rows = () => within(screen.getByRole('table', { name: 'Accounts attached to the PSP' })).getAllByRole('row').slice(1);

afterEach(cleanUpPages);

describe('PspAccountsList (psp-accounts resource)', () => {
  it('lists the attached accounts through the dataProvider with type and status, and pages', async () => {
    signInAs('manager');
    const { calls, getList, dataProvider } = serve(ALL);
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(getList).toHaveBeenCalledWith('psp-accounts', expect.anything());
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 } });
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('data-testid', 'psp-account-row');
    expect(first).toHaveTextContent('Account 01 · EUR');
    expect(first).toHaveTextContent('DE00 TEST 1');
    expect(first).toHaveTextContent('Funding (pays PSP deposits)');
    expect(first).toHaveTextContent('FXA-1');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(second).toHaveAttribute('data-active', 'false');
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(third).toHaveTextContent('Settlement (receives payouts)');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('says when no account is attached yet', async () => {
    signInAs('manager');
    render(serve([]).dataProvider);
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No accounts are attached to the PSP yet.');
  });
});

describe('PSP deposit (fx shortcut)', () => {
  const payment: PspPayment = {
    id: 'FXP-00000007', status: 'awaiting_funds', amount: '250.00', currency: 'EUR', reference: 'Payout 7', description: null, created_at: '2026-06-01T10:00:00.000Z',
    funding: { beneficiary_name: 'FlexPSP Sandbox Collections', iban: 'DE44500105175407324931', bic: 'FLXPDEFFXXX', country: 'DE', transfer_service: 'sepa' },
    deposit: null, bank_account_id: null,
  };
  const accounts = [
    { id: 1, currency: 'GBP', selected: true },
    { id: 2, currency: 'EUR', selected: false },
    { id: 3, currency: 'EUR', selected: true },
  ] as BankAccount[];

  it('reads the payment id of fx and ignores the bare flag and malformed values', () => {
    expect(pspPaymentIdOf('FXP-00000007')).toBe('FXP-00000007');
    expect(pspPaymentIdOf(' FXP-1 ')).toBe('FXP-1');
    for (const v of [null, '', '1', 'true', '<script>', 'a b']) expect(pspPaymentIdOf(v)).toBeNull();
  });

  it('fills the withdrawal with the payment: its amount, the collection account, the reference, and the default account of its currency', () => {
    expect(pspDepositValues(payment, accounts)).toMatchObject({
      is_flexpsp_deposit: true, psp_payment_id: 'FXP-00000007', amount: '250.00', bank_account_id: 3, customer_iban: 'DE44500105175407324931',
      customer_name: 'FlexPSP Sandbox Collections', customer_country: 'DE', bank_swift: 'FLXPDEFFXXX', transfer_service: 'sepa', customer_ref_message: 'Payout 7',
    });
    expect(pspDepositValues({ ...payment, bank_account_id: 2 }, accounts).bank_account_id).toBe(2);
    expect(pspDepositBody({ is_flexpsp_deposit: true, psp_payment_id: 'FXP-00000007', amount: '1' })).toEqual({ is_flexpsp_deposit: true, psp_payment_id: 'FXP-00000007' });
    expect(pspDepositBody({ amount: '1' })).toEqual({});
  });

  it('offers the deposit from the create_withdraw notification', () => {
    const target = { id: 4, service: 'flexpsp', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false }, external_id: 'FXP-00000007' };
    expect(notificationActions({ type: 'transaction.flexpsp_create_withdraw', notificationable: target })).toEqual([{ kind: 'psp_deposit', to: '/manager/payments/withdrawal/create?fx=FXP-00000007' }]);
    expect(notificationActions({ type: 'transaction.flexpsp_create_withdraw', notificationable: { ...target, external_id: null } })).toEqual([]);
  });
});
