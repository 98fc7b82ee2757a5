import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveImport } from '../../../../src/portal/imports/importLive';
import { ImportShowPage } from '../../../../src/portal/imports/ImportShowPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { fakeRealtime } from '../fakeRealtime';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

// Events arrive through a realtime source of this file, as the server would send them.
const live = fakeRealtime();

const record = (over: Partial<LiveImport> = {}): LiveImport => ({
  id: 7, bank_account: { id: 3, name: 'Main EUR', currency: 'EUR', iban: null }, user: null, success_transactions_count: 0, success_transactions_amount: '0.00',
  success_transactions_amount_with_fee: '0.00', failed_transactions_count: 0, failed_transactions_amount: '0.00', created_at: '2026-06-01T10:00:00.000Z',
  status: 'QUEUE', file_name: 'payments.xlsx', errors: null, actions: { has_errors: false }, progress: 0, processed_rows: 0, total_rows: 200, ...over,
});

let calls: RecordedCall[] = [];
beforeEach(() => {
  calls = mockFetch((c) => (c.url.endsWith('/manager/imports/7') ? { body: { data: record() } } : { status: 404, body: { message: 'Not found.' } }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ImportShowPage', () => {
  it('follows the job live: progress while processing, then the finished-with-errors message with Download Errors', async () => {
    signInAs('manager');
    renderMoneyPage('/manager/imports/7', '/manager/imports/:import_id', <ImportShowPage />, dataProvider, { realtime: live });
    expect(await screen.findByText('Processing will begin shortly')).toBeInTheDocument();
    expect(screen.getByTestId('import-status')).toHaveAttribute('data-status', 'QUEUE');
    live.emit('import.updated', record({ status: 'PROCESSING', processed_rows: 50, progress: 25 }));
    await waitFor(() => expect(screen.getByTestId('import-status')).toHaveTextContent('Processing 50/200'));
    const errors = { 'Payments.150.E': ['The IBAN is invalid.'], 'Payments.11.E': ['The IBAN is invalid.'], 'Payments.11.A': ['Insufficient funds.'] };
    live.emit('import.updated', record({ status: 'DONE', progress: 100, success_transactions_count: 197, failed_transactions_count: 3, errors, actions: { has_errors: true } }));
    await waitFor(() => expect(screen.getByTestId('import-message')).toHaveTextContent('Import job #7 finished with errors'));
    // It says what failed (issue 21 item 11): each failed cell, row by row.
    expect(within(screen.getByRole('list', { name: 'What failed' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 11, column A: Insufficient funds.', 'Row 11, column E: The IBAN is invalid.', 'Row 150, column E: The IBAN is invalid.',
    ]);
    expect(screen.getAllByRole('button', { name: 'Download Errors' }).length).toBeGreaterThan(0);
    // Seen finishing with errors: the errors file is fetched by itself.
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/manager/imports/7/downloads/errors-file'))).toBe(true));
    // Another import's event changes nothing here.
    live.emit('import.updated', record({ id: 8, status: 'ERROR' }));
    expect(screen.getByTestId('import-status')).toHaveAttribute('data-status', 'DONE');
  });

  it('names a successful import and a failed one as the spec says', async () => {
    calls = mockFetch(() => ({ body: { data: record({ status: 'DONE', success_transactions_count: 2 }) } }));
    signInAs('manager');
    renderMoneyPage('/manager/imports/7', '/manager/imports/:import_id', <ImportShowPage />, dataProvider, { realtime: live });
    expect(await screen.findByText('Import job #7 finished successfully!')).toBeInTheDocument();
    expect(screen.getByText('The results are on the pending transactions page.')).toBeInTheDocument();
    cleanup();
    calls = mockFetch(() => ({ body: { data: record({ status: 'ERROR' }) } }));
    renderMoneyPage('/manager/imports/7', '/manager/imports/:import_id', <ImportShowPage />, dataProvider, { realtime: live });
    expect(await screen.findByText('Import job #7 failed')).toBeInTheDocument();
    expect(screen.getByText('Please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What failed' })).not.toBeInTheDocument();
  });

  it('lists at most ten failed cells and says where the rest are', async () => {
    const errors = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Payments.${i + 2}.E`, ['The IBAN is invalid.']]));
    calls = mockFetch(() => ({ body: { data: record({ status: 'ERROR', failed_transactions_count: 12, errors, actions: { has_errors: true } }) } }));
    signInAs('manager');
    renderMoneyPage('/manager/imports/7', '/manager/imports/:import_id', <ImportShowPage />, dataProvider, { realtime: live });
    const list = await screen.findByRole('list', { name: 'What failed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Row 2, column E: The IBAN is invalid.');
    expect(screen.getByText('and 2 more in the errors file')).toBeInTheDocument();
  });
});
