import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../src/contract/entities';
import { NotificationBell } from '../../../../src/portal/notifications/NotificationBell';
import { NotificationsPage } from '../../../../src/portal/notifications/NotificationsPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { fakeRealtime } from '../fakeRealtime';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

// Events arrive through a realtime source of this file, as the server would send them.
const live = fakeRealtime();

const notice = (id: number, over: Partial<Notification> = {}): Notification => ({
  id, title: `Report ${id}`, message: `Your report ${id} is ready to download.`, type: 'report.generated', read_at: null, created_at: '2026-06-01T10:00:00.000Z',
  notificationable: { id: 100 + id, service: 'report', compliable_type: null, compliable_id: null, filename: `r${id}.csv`, actions: { is_downloadable: true } },
  ...over,
});

const SOF = notice(9, { type: 'transaction.source_of_funds_missing', title: 'Source of funds missing', message: 'Transaction KTR-1 has no source of funds.', notificationable: { id: 55, service: 'transaction', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } } });

let stored: Notification[] = [];
// The portal's own provider (its calls answered by mockFetch) with the lists kept here.
const provider = () => ({
  ...dataProvider,
  getList: vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number } }) => ({ data: stored.slice(0, params.pagination.perPage), total: stored.length })),
});

let calls: RecordedCall[] = [];
beforeEach(() => {
  stored = [SOF, notice(1), notice(2)];
  calls = mockFetch((c) => {
    if (c.url.startsWith('/api/v1/manager/notifications/unread')) return { body: { data: { unread: stored.filter((n) => !n.read_at).length } } };
    if (c.url.startsWith('/api/v1/manager/notifications/read')) {
      const ids = (c.body as { ids?: number[] } | undefined)?.ids;
      stored = stored.map((n) => (!ids || ids.includes(n.id) ? { ...n, read_at: n.read_at ?? '2026-06-01T11:00:00.000Z' } : n));
      return { body: { data: { unread: stored.filter((n) => !n.read_at).length } } };
    }
    if (c.method === 'DELETE') {
      stored = c.url.endsWith('/notifications') ? [] : stored.filter((n) => !c.url.endsWith(`/notifications/${n.id}`));
      return { body: { message: 'OK' } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows how many there are and the latest 5 with their buttons', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager', '/manager', <NotificationBell />, dp, { realtime: live });
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(within(bell).getByText('3')).toBeInTheDocument());
    expect(dp.getList).toHaveBeenCalledWith('notifications', expect.objectContaining({ pagination: { page: 1, perPage: 5 } }));
    await userEvent.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Source of funds missing')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Set source of funds' })).toHaveAttribute('href', '/manager/transactions/55');
    expect(within(items[1]!).getByText('Report generated')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/manager/notifications');
  });

  it('counts only the unread ones, groups repeated ones, and "Mark all read" clears the badge (issue 21 item 10)', async () => {
    signInAs('manager');
    stored = [notice(5), notice(6, { title: 'Report 5', message: 'Your report 5 is ready to download.' }), notice(1, { read_at: '2026-06-01T10:30:00.000Z' })];
    const dp = provider();
    renderMoneyPage('/manager', '/manager', <NotificationBell />, dp, { realtime: live });
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(within(bell).getByText('2')).toBeInTheDocument());
    expect(bell).toHaveAccessibleName('Notifications: 2');
    await userEvent.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(screen.getByTestId('notification-repeated')).toHaveTextContent('×2');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    // The badge hides (MUI keeps its last number in the DOM while it fades): the name says it.
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(within(bell).queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/manager/notifications/read'))).toBe(true);
  });

  it('reloads when a notification for this user arrives live, not for another user', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager', '/manager', <NotificationBell />, dp, { realtime: live });
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(within(bell).getByText('3')).toBeInTheDocument());
    stored = [notice(4), ...stored];
    live.emit('notification.created', { user_id: 999, notification: notice(4) });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(bell).getByText('3')).toBeInTheDocument();
    live.emit('notification.created', { user_id: 10, notification: notice(4) });
    await waitFor(() => expect(within(bell).getByText('4')).toBeInTheDocument());
  });

  it('opening the list marks every notification read', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager/notifications', '/manager/notifications', <NotificationsPage />, dp, { realtime: live });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/manager/notifications/read'))).toBe(true));
    expect(stored.every((n) => n.read_at)).toBe(true);
  });

  it('is not shown to a manager without two-factor in a company', async () => {
    signInAs('manager');
    const { writeSession } = await import('../../../../src/portal/providers/authStorage');
    const { makeToken, makeUser } = await import('../shell/fixtures');
    writeSession(makeToken(), makeUser('manager', { two_factor_auth: { google: false } }));
    const dp = provider();
    renderMoneyPage('/manager', '/manager', <NotificationBell />, dp, { realtime: live });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(dp.getList).not.toHaveBeenCalled();
  });
});

describe('NotificationsPage', () => {
  it('lists 100 a page, deletes one and purges all after a confirmation', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage('/manager/notifications', '/manager/notifications', <NotificationsPage />, dp, { realtime: live });
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(3);
    expect(dp.getList).toHaveBeenCalledWith('notifications', expect.objectContaining({ pagination: { page: 1, perPage: 100 } }));
    // The row's own Delete (the bulk Delete waits, hidden, in the bulk toolbar).
    await userEvent.click(within(screen.getAllByTestId('notification-item')[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v1/manager/notifications/9'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('Delete all notifications?')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(screen.queryAllByTestId('notification-item')).toHaveLength(0));
    expect(calls.filter((c) => c.method === 'DELETE' && c.url.endsWith('/api/v1/manager/notifications'))).toHaveLength(1);
    expect(screen.getByText('No notifications.')).toBeInTheDocument();
  });

  it('offers no delete to a reader', async () => {
    signInAs('manager-reader');
    renderMoneyPage('/manager/notifications', '/manager/notifications', <NotificationsPage />, provider(), { realtime: live });
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete all' })).toBeNull();
  });
});
