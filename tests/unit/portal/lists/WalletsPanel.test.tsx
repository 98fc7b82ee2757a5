import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '../../../../src/contract/entities';
import { WalletsPanel } from '../../../../src/portal/crypto/WalletsPanel';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const wallet = (i: number): Wallet => ({
  id: i, name: `Wallet ${String(i).padStart(2, '0')}`, currency: i % 2 ? 'BTC' : 'ETH', network: i % 2 ? 'bitcoin' : 'ethereum', wallet: `addr${i}`, created_at: '2026-01-01T10:00:00Z',
});
const ALL = Array.from({ length: 40 }, (_, i) => wallet(i + 1));

const serve = () => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params);
    const f = params.filter ?? {};
    const rows = ALL.filter((w) => (!f.currency || w.currency === f.currency) && (!f.network || w.network === f.network) && (!f.search || `${w.name} ${w.wallet}`.toLowerCase().includes(String(f.search).toLowerCase())));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  return { calls, getList, dataProvider: testDataProvider({ getList: getList as never }) };
};

const render = (dataProvider: ReturnType<typeof serve>['dataProvider'], onPick?: (w: Wallet) => void) =>
  renderRoutes('/manager/crypto/withdraw', { '/manager/crypto/withdraw': <WalletsPanel canAct={false} defaultCurrency={undefined} onPick={onPick} /> }, { dataProvider });
const rows = () => within(screen.getByRole('table', { name: 'Saved wallets' })).getAllByRole('row').slice(1);

afterEach(cleanUpPages);

describe('WalletsPanel (crypto-wallets resource)', () => {
  it('lists a page in the server order, searches and filters on the server, pages, and a wallet is picked', async () => {
    signInAs('manager');
    const { calls, getList, dataProvider } = serve();
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(dataProvider, onPick);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(getList).toHaveBeenCalledWith('crypto-wallets', expect.anything());
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, filter: {} });
    expect(rows()[0]).toHaveAttribute('data-testid', 'wallet-row');
    // The server has one order (by name): no header sorts.
    expect(screen.getByRole('columnheader', { name: 'Name' }).querySelector('.MuiTableSortLabel-root')).toBeNull();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    await waitFor(() => expect(rows()).toHaveLength(15));

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'ETH' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { currency: 'ETH' }, pagination: { page: 1, perPage: 25 } }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.type(screen.getByPlaceholderText('Search by name or address'), 'Wallet 04');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ currency: 'ETH', search: 'Wallet 04' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    // Page address untouched: the wallets' state is the list's own.
    expect(window.location.search).toBe('');

    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Use' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 4, name: 'Wallet 04' }));
  });

  it('shows a hidden column through the chooser and exports every filtered wallet', async () => {
    signInAs('manager');
    const { dataProvider } = serve();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('columnheader', { name: 'Saved' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Saved'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Saved' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(41);
    expect(text).toContain('addr40');
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });

  it('offers no action to a reader, says when there are no wallets and when they cannot be loaded', async () => {
    signInAs('manager-reader');
    const { dataProvider } = serve();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Use' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete wallet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    cleanUpPages();
    signInAs('manager');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No saved wallets.');
    cleanUpPages();
    signInAs('manager');
    render(testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never }));
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
