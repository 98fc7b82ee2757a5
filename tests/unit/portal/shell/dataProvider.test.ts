import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_LIFETIMES } from '../../../../src/contract/constants';
import { authProvider } from '../../../../src/portal/providers/authProvider';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { createQueryClient } from '../../../../src/portal/providers/queryClient';
import { mockFetch } from '../fetchMock';
import { makeToken, makeUser } from './fixtures';

const meta = { current_page: 2, last_page: 3, per_page: 2, path: '/api/v1/manager/transactions', from: 3, to: 4, total: 6 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('dataProvider', () => {
  it('getList sends page/per_page, sort/order and the filters as query keys, and maps {data, meta} to {data, total}', async () => {
    const calls = mockFetch(() => ({ body: { data: [{ id: 3 }, { id: 4 }], meta } }));
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { bank_account_id: 7, tid: [1, 2], status: 'pending' },
    });
    expect(result).toEqual({ data: [{ id: 3 }, { id: 4 }], total: 6, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/manager/transactions');
    expect([...url.searchParams.entries()]).toEqual([
      ['bank_account_id', '7'], ['tid[]', '1'], ['tid[]', '2'], ['status', 'pending'], ['page', '2'], ['per_page', '2'], ['sort', 'created_at'], ['order', 'desc'],
    ]);
  });

  it('getOne, update and delete fill the id into the call path', async () => {
    const calls = mockFetch((call) => ({ body: call.method === 'DELETE' ? { data: [], meta } : { data: { id: 9, name: 'Acme' } } }));
    expect(await dataProvider.getOne('transaction-agents', { id: 9 })).toEqual({ data: { id: 9, name: 'Acme' } });
    await dataProvider.update('transaction-agents', { id: 9, data: { name: 'Acme' }, previousData: { id: 9 } });
    expect(await dataProvider.delete('transaction-agents', { id: 9, previousData: { id: 9, name: 'Acme' } })).toEqual({ data: { id: 9, name: 'Acme' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/v1/manager/transactions/agents/9', undefined],
      ['PUT', '/api/v1/manager/transactions/agents/9', { name: 'Acme' }],
      ['DELETE', '/api/v1/manager/transactions/agents/9', undefined],
    ]);
  });

  it('refuses what the contract does not offer with a clear error', async () => {
    mockFetch(() => ({ body: {} }));
    await expect(dataProvider.getList('posts', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ status: 501, message: 'app.error.not_implemented' });
    await expect(dataProvider.update('reports', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({ status: 501 });
  });

  it('a custom read sends its call of the contract by name with the bearer token, and unwraps the answer', async () => {
    writeSession(makeToken('tok'), makeUser('manager'));
    const calls = mockFetch(() => ({ body: { data: { rate: '1.0841', sell: 'EUR', buy: 'USD' } } }));
    const rate = await dataProvider.getExchangeRate({ query: { bank_account_id: 1, to_account_id: 2 } });
    expect(rate).toEqual({ rate: '1.0841', sell: 'EUR', buy: 'USD' });
    expect(calls[0]?.url).toBe('/api/v1/manager/exchange/rates?bank_account_id=1&to_account_id=2');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('gives each resource its cache lifetime (document 2 section 9)', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(['crypto-wallets', 'getList', {}]).staleTime).toBe(CACHE_LIFETIMES.cryptoWallets);
    expect(client.getQueryDefaults(['notifications', 'getList', {}]).staleTime).toBe(5 * 60_000);
    expect(client.getQueryDefaults(['tickets', 'getOne', {}]).staleTime).toBe(10 * 60_000);
    expect(client.getQueryDefaults(['user', 'me']).staleTime).toBe(CACHE_LIFETIMES.user);
    expect(client.getQueryDefaults(['transactions', 'getList', {}]).staleTime).toBeUndefined();
  });

  it('authProvider.canAccess asks canAccess with the stored session', async () => {
    writeSession(makeToken(), makeUser('manager-reader'));
    expect(await authProvider.canAccess?.({ resource: 'transactions', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess?.({ resource: 'transactions', action: 'show' })).toBe(false);
    expect(await authProvider.canAccess?.({ resource: 'users', action: 'list' })).toBe(false);
  });
});
