import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount, Report } from '../../../../src/contract/entities';
import { ReportsPage } from '../../../../src/portal/reports/ReportsPage';
import { fakeRealtime } from '../fakeRealtime';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

// Events arrive through a realtime source of this file, as the server would send them.
const live = fakeRealtime();

const report = (id: number, over: Partial<Report> = {}): Report => ({
  id, name: `Approved transactions Main EUR (EUR) all time #${id}`, bank_account: { id: 3, name: 'Main EUR', currency: 'EUR', iban: null }, date_from: null, date_to: null,
  report_period: 'total', status: 'QUEUE', format: 'csv', created_at: '2026-06-01T10:00:00.000Z', actions: { is_downloadable: false }, ...over,
});
const account = { id: 3, name: 'Main EUR', currency: 'EUR' } as BankAccount;

let reports: Report[] = [];
// Lists from memory; the create is the portal's own (its request is what the server below receives).
const provider = () => ({
  getList: vi.fn(async (resource: string) => (resource === 'bank-accounts' ? { data: [account], total: 1 } : { data: reports, total: reports.length })),
  create: dataProvider.create,
});

let calls: RecordedCall[] = [];
beforeEach(() => {
  reports = [report(1)];
  calls = mockFetch((c) => {
    if (c.method === 'POST' && c.url.endsWith('/manager/reports/approved-transactions')) {
      const created = report(2);
      reports = [created, ...reports];
      return { status: 201, body: { data: created, message: 'Processing will begin shortly' } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ReportsPage', () => {
  it('shows the Report columns and replaces a row in place when its status changes live', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager/reports', '/manager/reports', <ReportsPage />, dp, { realtime: live });
    const row = await screen.findByTestId('report-row');
    for (const header of ['Name', 'Bank account', 'Date from', 'Period', 'Date to', 'Status', 'Format', 'Created', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Queued')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Download' })).toBeNull();
    const loads = dp.getList.mock.calls.filter(([r]) => r === 'reports').length;
    live.emit('report.updated', report(1, { status: 'DONE', actions: { is_downloadable: true } }));
    await waitFor(() => expect(within(screen.getByTestId('report-row')).getByText('Ready')).toBeInTheDocument());
    expect(within(screen.getByTestId('report-row')).getByRole('button', { name: 'Download' })).toBeEnabled();
    // Replaced in the cache, not refetched.
    expect(dp.getList.mock.calls.filter(([r]) => r === 'reports').length).toBe(loads);
  });

  it('sends the chosen account, period and format, then lists the new report', async () => {
    signInAs('manager');
    renderMoneyPage('/manager/reports', '/manager/reports', <ReportsPage />, provider(), { realtime: live });
    await screen.findByTestId('report-row');
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main EUR (EUR)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Total' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create report' }));
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(2));
    const post = calls.find((c) => c.method === 'POST');
    // The file is written for its reader: the portal's language and the browser's time zone (issue 43).
    expect(post?.body).toEqual({ bank_account_id: '3', period: 'total', format: 'pdf', language: 'en', time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('lets a reader list reports but not ask for one', async () => {
    signInAs('manager-reader');
    renderMoneyPage('/manager/reports', '/manager/reports', <ReportsPage />, provider(), { realtime: live });
    expect(await screen.findByTestId('report-row')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create report' })).toBeNull();
  });
});
