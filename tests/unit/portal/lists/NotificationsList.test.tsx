import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DeleteManyParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../src/contract/entities';
import { NotificationsPage } from '../../../../src/portal/notifications/NotificationsPage';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { exportCsv, exportXlsx, hideColumn, serveList } from './serveList';

const notice = (id: number): Notification => ({
  id, title: `Report ${id}`, message: `Your report ${id} is ready to download.`, type: 'report.generated', read_at: null, created_at: '2026-06-01T10:00:00.000Z',
  notificationable: { id: 100 + id, service: 'report', compliable_type: null, compliable_id: null, filename: `r${id}.csv`, actions: { is_downloadable: true } },
});

let stored: Notification[] = [];
const serve = () => {
  const deleteMany = vi.fn(async (_resource: string, { ids }: DeleteManyParams) => {
    stored = stored.filter((n) => !ids.includes(n.id));
    return { data: ids };
  });
  return { deleteMany, ...serveList('notifications', () => stored, { more: { deleteMany: deleteMany as never } }) };
};
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) => renderRoutes('/manager/notifications', { '/manager/notifications': <NotificationsPage /> }, { dataProvider });

afterEach(cleanUpPages);

describe('NotificationsPage (notifications resource)', () => {
  it('asks for 100 a page, deletes the chosen notifications at once', async () => {
    stored = Array.from({ length: 30 }, (_, i) => notice(30 - i));
    signInAs('manager');
    const { calls, dataProvider, deleteMany } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(30));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } });
    const rows = screen.getAllByTestId('notification-item');
    await user.click(within(rows[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    // The bulk Delete (each row has its own Delete too).
    const bulk = screen.getAllByRole('button', { name: 'Delete' }).find((b) => !screen.getAllByTestId('notification-item').some((r) => r.contains(b)));
    await user.click(bulk as HTMLElement);
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('notifications', expect.objectContaining({ ids: [30, 29] })));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(28));
    expect(screen.getAllByTestId('notification-item')[0]).toHaveTextContent('Your report 28 is ready');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 1, perPage: 25 }));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
  });

  it('chooses columns and exports every notification, and a reader gets no delete', async () => {
    stored = Array.from({ length: 30 }, (_, i) => notice(30 - i));
    signInAs('manager-reader');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(30));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await hideColumn(user, 'Message');
    const lines = await exportCsv(user);
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(30);
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('Report generated');
    await exportXlsx(user);
  });

  it('says when there are none, and when the list cannot be loaded', async () => {
    signInAs('manager');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No notifications.');
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
    cleanUpPages();
    signInAs('manager');
    render(testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never }));
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
