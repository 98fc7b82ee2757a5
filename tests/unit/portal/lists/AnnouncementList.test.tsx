import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Announcement } from '../../../../src/contract/entities';
import { AnnouncementList } from '../../../../src/portal/announcements/AnnouncementList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { bodyRows, catchDownloads, emptyProvider, failingProvider, memoryServer } from './memoryServer';

const pad = (n: number) => String(n).padStart(2, '0');
const ALL: Announcement[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1, title: `Notice ${pad(i + 1)}`, content: `Text ${i + 1}`, is_published: i % 3 !== 0, starts_at: i === 29 ? '2026-06-01' : null, ends_at: i === 29 ? '2026-06-30' : null,
  created_at: `2026-05-${pad(i + 1)}T10:00:00Z`, updated_at: `2026-05-${pad(i + 1)}T10:00:00Z`,
}) as Announcement);
// The server's is_published filter is 1 or 0.
const serve = () => memoryServer(ALL.map((a) => ({ ...a, is_published: (a.is_published ? 1 : 0) as unknown as boolean })), { searchIn: (a) => `${a.title} ${a.content}` });
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) =>
  renderRoutes('/admin/announcements', { '/admin/announcements': <AnnouncementList />, '/admin/announcements/:id': <p>announcement page</p> }, { dataProvider });

afterEach(cleanUpPages);

describe('AnnouncementList (admin-announcements resource)', () => {
  it('sorts by title, searches, filters drafts and pages on the server; the status does not sort', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });
    expect(bodyRows()[0]).toHaveTextContent('Notice 30');
    // Its days in the language's form, not the API's ISO text.
    expect(bodyRows()[0]).toHaveTextContent('Jun 1, 2026');
    expect(bodyRows()[0]).toHaveTextContent('Jun 30, 2026');
    expect(bodyRows()[0]).not.toHaveTextContent('2026-06-01');

    await user.click(within(screen.getByRole('columnheader', { name: /^Title/ })).getByText('Title'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'title', order: 'ASC' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Notice 01'));
    await user.click(within(screen.getByRole('columnheader', { name: /^Status/ })).getByText('Status'));
    expect(calls.at(-1)?.sort).toEqual({ field: 'title', order: 'ASC' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    await user.click(screen.getByRole('combobox', { name: 'Published' }));
    await user.click(await screen.findByRole('option', { name: 'Drafts' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ is_published: '0' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(bodyRows()[0]).toHaveTextContent('Draft');

    await user.type(screen.getByLabelText('Search in title and text'), 'Notice 1');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ is_published: '0', search: 'Notice 1' }));
  });

  it('chooses columns, exports every announcement as CSV and xlsx, and a row opens the announcement', async () => {
    signInAs('admin');
    const { dataProvider } = serve();
    const created = catchDownloads();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Shown until'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Shown until/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(31);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(created).toHaveLength(2));
    await user.click(within(bodyRows()[0] as HTMLElement).getByText('Notice 30'));
    expect(await screen.findByText('announcement page')).toBeInTheDocument();
  });

  it('deletes the selected announcements after react-admin\'s confirmation, and not when it is cancelled', async () => {
    signInAs('admin');
    const { deleted, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(bodyRows()[2] as HTMLElement).getByRole('checkbox'));
    const bulkDelete = () => screen.getAllByRole('button', { name: 'Delete' }).find((b) => b.className.includes('BulkDelete')) as HTMLElement;
    await user.click(bulkDelete());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toHaveLength(0);
    await user.click(bulkDelete());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect([...(deleted[0]?.ids ?? [])].sort()).toEqual([28, 30]);
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Notice 29'));
  });

  it('says when no announcement matches, and when the list cannot be loaded', async () => {
    signInAs('admin');
    render(emptyProvider());
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No announcements match.');
    cleanUpPages();
    signInAs('admin');
    render(failingProvider());
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
