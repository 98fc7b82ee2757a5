import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportShowPage } from '../../../../src/portal/imports/ImportShowPage';
import { ImportsPage } from '../../../../src/portal/imports/ImportsPage';
import type { LiveImport } from '../../../../src/portal/imports/importLive';
import { mockFetch } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { bodyRows, checkPaging, exportCsv, exportXlsx, hideColumn, serveList } from './serveList';

const record = (id: number, over: Partial<LiveImport> = {}): LiveImport => ({
  id, bank_account: { id: 3, name: 'Main EUR', currency: 'EUR', iban: null }, user: { id: 10, first_name: 'Demo', last_name: 'Manager', email: 'm@kontor.test' } as LiveImport['user'],
  success_transactions_count: 197, success_transactions_amount: '1234.50', success_transactions_amount_with_fee: '1240.25', failed_transactions_count: 3, failed_transactions_amount: '30.00',
  created_at: '2026-06-01T10:00:00.000Z', status: 'DONE', file_name: `payments-${id}.xlsx`, errors: null, actions: { has_errors: id === 60 }, progress: 100, processed_rows: 200, total_rows: 200, ...over,
});
const ALL = Array.from({ length: 60 }, (_, i) => record(60 - i));

const render = (dataProvider = serveList('imports', () => ALL).dataProvider) =>
  renderRoutes('/manager/imports', { '/manager/imports': <ImportsPage />, '/manager/imports/:import_id': <ImportShowPage /> }, { dataProvider });

afterEach(cleanUpPages);

describe('ImportsPage (imports resource)', () => {
  it('lists newest first with the amounts in the account currency, pages and chooses columns', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serveList('imports', () => ALL);
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('import-row')).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });
    const first = screen.getAllByTestId('import-row')[0] as HTMLElement;
    expect(first).toHaveAttribute('data-status', 'DONE');
    expect(first).toHaveTextContent('197 · €1,234.50 (€1,240.25)');
    expect(first).toHaveTextContent('3 · €30.00');
    expect(within(first).getByRole('button', { name: 'Download Errors' })).toBeInTheDocument();
    // The server has one order: no header sorts.
    expect(within(screen.getByRole('columnheader', { name: 'File' })).queryByRole('button')).toBeNull();
    await hideColumn(user, 'File');
    await checkPaging(user, calls);
  });

  it('exports every import as CSV with plain amounts, and as xlsx', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serveList('imports', () => ALL);
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    const lines = await exportCsv(user);
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(60);
    expect(lines).toHaveLength(61);
    expect(lines[0]).toContain('Imported amount with fees');
    expect(lines[1]).toContain('1234.50');
    expect(lines[1]).toContain('1240.25');
    await exportXlsx(user);
  });

  it('opens the import from its row, showing the same amounts as the list', async () => {
    signInAs('manager');
    mockFetch((c) => (c.url.endsWith('/manager/imports/60') ? { body: { data: record(60) } } : { status: 404, body: { message: 'Not found.' } }));
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getAllByTestId('import-row')).toHaveLength(25));
    await user.click(within(screen.getAllByTestId('import-row')[0] as HTMLElement).getByText('payments-60.xlsx'));
    const success = await screen.findByText('197 · €1,234.50 (€1,240.25)');
    expect(success).toHaveAttribute('data-field', 'success');
    expect(screen.getByText('3 · €30.00')).toHaveAttribute('data-field', 'failed');
  });

  it('gives a reader the list without opening imports or their files', async () => {
    signInAs('manager-reader');
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getAllByTestId('import-row')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /Original file|Download Errors/ })).toBeNull();
    await user.click(within(screen.getAllByTestId('import-row')[0] as HTMLElement).getByText('payments-60.xlsx'));
    expect(screen.getAllByTestId('import-row')).toHaveLength(25);
  });

  it('says when there are no imports, and when the list cannot be loaded', async () => {
    signInAs('manager');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No imports yet.');
    cleanUpPages();
    signInAs('manager');
    render(testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never }));
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
