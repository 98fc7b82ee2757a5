import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../../src/contract/entities';
import { KycArchivesPage } from '../../../../src/portal/compliance/KycArchivesPage';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { checkPaging, exportCsv, exportXlsx, hideColumn, serveList } from './serveList';

const archive = (id: number): Archive =>
  ({ id, company: id % 2 ? { id: 5, name: 'Acme Ltd' } : null, date_from: '2026-01-01', date_to: '2026-06-30', status: id === 60 ? 'PROCESSING' : 'DONE', created_at: '2026-07-01T10:00:00.000Z', actions: { is_downloadable: id !== 60 } }) as Archive;
const ALL = Array.from({ length: 60 }, (_, i) => archive(60 - i));
const serve = () => serveList('kyc-file-archives', () => ALL, { others: { companies: [] } });
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) => renderRoutes('/admin/kyc-file-archives', { '/admin/kyc-file-archives': <KycArchivesPage /> }, { dataProvider });

afterEach(cleanUpPages);

describe('KycArchivesPage (kyc-file-archives resource)', () => {
  it('lists newest first with their files, pages, chooses columns and exports', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('archive-row')).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });
    const [first, second] = screen.getAllByTestId('archive-row') as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('data-status', 'PROCESSING');
    expect(within(first).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(first).toHaveTextContent('All companies');
    expect(second).toHaveTextContent('Acme Ltd');
    expect(within(second).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await hideColumn(user, 'Company');
    const lines = await exportCsv(user);
    expect(lines).toHaveLength(61);
    expect(lines[2]).toContain('2026-01-01');
    await exportXlsx(user);
    await checkPaging(user, calls);
  });

  it('says when there are no archives, and when the list cannot be loaded', async () => {
    signInAs('admin');
    render(testDataProvider({ getList: (async (resource: string) => ({ data: [], total: 0, resource })) as never }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No archives yet.');
    cleanUpPages();
    signInAs('admin');
    render(testDataProvider({ getList: (async (resource: string) => (resource === 'companies' ? { data: [], total: 0 } : Promise.reject(new Error('boom')))) as never }));
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
