import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount, Report } from '../../../../src/contract/entities';
import { ReportList } from '../../../../src/portal/reports/ReportList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { checkPaging, exportCsv, exportXlsx, hideColumn, serveList } from './serveList';

const accounts = [{ id: 3, name: 'Main EUR', currency: 'EUR' }, { id: 4, name: 'Main USD', currency: 'USD' }] as BankAccount[];
const report = (id: number): Report => {
  const account = accounts[id % 2] as BankAccount;
  return {
    id, name: `Approved transactions #${id}`, bank_account: { id: Number(account.id), name: account.name, currency: account.currency, iban: null }, date_from: null, date_to: null,
    report_period: 'total', status: id === 60 ? 'PROCESSING' : 'DONE', format: id === 59 ? 'pdf' : 'csv', created_at: '2026-06-01T10:00:00.000Z', actions: { is_downloadable: id !== 60 },
  } as Report;
};
const ALL = Array.from({ length: 60 }, (_, i) => report(60 - i));
const serve = () => serveList('reports', () => ALL, { others: { 'bank-accounts': accounts }, matches: (r, f) => !f.bank_account_id || String(r.bank_account.id) === String(f.bank_account_id) });
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) => renderRoutes('/manager/reports', { '/manager/reports': <ReportList /> }, { dataProvider });

afterEach(cleanUpPages);

describe('ReportList (reports resource)', () => {
  it('lists newest first, filters by bank account on the server, pages and chooses columns', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });
    const first = screen.getAllByTestId('report-row')[0] as HTMLElement;
    expect(first).toHaveAttribute('data-status', 'PROCESSING');
    expect(within(first).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(screen.getAllByTestId('report-row')[1] as HTMLElement).getByRole('button', { name: 'Download' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Bank account' }));
    await user.click(await screen.findByRole('combobox', { name: 'Bank account' }));
    await user.click(await screen.findByRole('option', { name: 'Main USD (USD)' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ bank_account_id: 4 }));
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(25));
    expect(screen.getAllByTestId('report-row').every((r) => r.textContent?.includes('Main USD'))).toBe(true);

    await hideColumn(user, 'Format');
    await checkPaging(user, calls);
  });

  it('exports every report as CSV and as xlsx', async () => {
    signInAs('manager-reader');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(25));
    const lines = await exportCsv(user);
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(60);
    expect(lines).toHaveLength(61);
    expect(lines[0]).toContain('Bank account');
    expect(lines[1]).toContain('Approved transactions #60');
    await exportXlsx(user);
  });

  it('says when there are no reports, and when the list cannot be loaded', async () => {
    signInAs('manager');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No reports yet.');
    cleanUpPages();
    signInAs('manager');
    render(testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never }));
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });

  it('prints a ready PDF report as the server made it (hidden frame); other formats only download', async () => {
    signInAs('manager');
    const { dataProvider } = serve();
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (asked.push(String(input)), new Response('%PDF-1.7 report 59', { headers: { 'content-type': 'application/pdf' } }))));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report-59', revokeObjectURL: () => undefined }));
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(25));
    const [, pdfRow, csvRow] = screen.getAllByTestId('report-row') as HTMLElement[];
    expect(within(csvRow as HTMLElement).queryByRole('button', { name: 'Print' })).toBeNull();
    await userEvent.setup().click(within(pdfRow as HTMLElement).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(document.querySelector('iframe[src="blob:report-59"]')).not.toBeNull());
    expect(asked.some((u) => u.includes('/manager/reports/59'))).toBe(true);
  });
});
