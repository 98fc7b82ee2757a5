import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../../src/contract/entities';
import { applyAccountCreated, applyAccountUpdate, isLiveAccount } from '../../../../src/portal/accounts/liveAccounts';

const account = (id: number, balance: string, available = balance): BankAccount =>
  ({ id, company_id: 1, name: `Account ${id}`, currency: 'EUR', balance, available_balance: available, selected: false }) as BankAccount;

describe('live accounts in the query cache', () => {
  it('replaces the account in react-admin lists, records and getMany of bank-accounts, nothing else', () => {
    const client = new QueryClient();
    const listKey = ['bank-accounts', 'getList', { pagination: { page: 1, perPage: 100 }, filter: { currency_type: 'fiat' } }];
    client.setQueryData(listKey, { data: [account(1, '10.00'), account(2, '5.00')], total: 2 });
    client.setQueryData(['bank-accounts', 'getOne', { id: '1' }], account(1, '10.00'));
    client.setQueryData(['bank-accounts', 'getOne', { id: '2' }], account(2, '5.00'));
    client.setQueryData(['bank-accounts', 'getMany', { ids: ['1', '2'] }], [account(1, '10.00'), account(2, '5.00')]);
    client.setQueryData(['bank-accounts', 'transfer-map'], { EUR: { id: 1 } });
    client.setQueryData(['transactions', 'getList', {}], { data: [{ id: 1, amount: '3.00' }], total: 1 });

    expect(applyAccountUpdate(client, account(1, '25.00', '20.00'))).toBe(true);

    expect(client.getQueryData<{ data: BankAccount[] }>(listKey)?.data.map((a) => [a.id, a.balance, a.available_balance])).toEqual([[1, '25.00', '20.00'], [2, '5.00', '5.00']]);
    expect(client.getQueryData<BankAccount>(['bank-accounts', 'getOne', { id: '1' }])?.available_balance).toBe('20.00');
    expect(client.getQueryData<BankAccount>(['bank-accounts', 'getOne', { id: '2' }])?.balance).toBe('5.00');
    expect(client.getQueryData<BankAccount[]>(['bank-accounts', 'getMany', { ids: ['1', '2'] }])?.map((a) => a.balance)).toEqual(['25.00', '5.00']);
    // The transfer map is no account and an unrelated resource with the same id stays as it was.
    expect(client.getQueryData(['bank-accounts', 'transfer-map'])).toEqual({ EUR: { id: 1 } });
    expect(client.getQueryData(['transactions', 'getList', {}])).toEqual({ data: [{ id: 1, amount: '3.00' }], total: 1 });
  });

  it('an account no cache holds changes nothing and says so', () => {
    const client = new QueryClient();
    client.setQueryData(['bank-accounts', 'getMany', { ids: ['1', '2'] }], [account(1, '10.00')]);
    expect(applyAccountUpdate(client, account(9, '1.00'))).toBe(false);
    expect(client.getQueryData<BankAccount[]>(['bank-accounts', 'getMany', { ids: ['1', '2'] }])?.map((a) => a.id)).toEqual([1]);
  });

  it('a new account marks every account list stale', async () => {
    const client = new QueryClient();
    client.setQueryData(['bank-accounts', 'getList', {}], { data: [], total: 0 });
    client.setQueryData(['bank-accounts', 'getMany', { ids: ['1', '2'] }], []);
    client.setQueryData(['transactions', 'getList', {}], { data: [], total: 0 });
    await applyAccountCreated(client);
    expect(client.getQueryState(['bank-accounts', 'getList', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['bank-accounts', 'getMany', { ids: ['1', '2'] }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['transactions', 'getList', {}])?.isInvalidated).toBe(false);
  });

  it('accepts only what the server sends as an account', () => {
    expect(isLiveAccount(account(1, '1.00'))).toBe(true);
    expect(isLiveAccount({ id: 1, balance: 1 })).toBe(false);
    expect(isLiveAccount(null)).toBe(false);
  });
});
