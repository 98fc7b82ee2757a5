import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from '../../../../src/portal/dashboard/AdminDashboard';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { makeUser } from '../shell/fixtures';

const recent = Array.from({ length: 10 }, (_, i) => makeUser('manager', { id: 100 + i, first_name: `User${i}`, last_name: 'Recent', email: `u${i}@kontor.test`, created_at: '2026-06-01T10:00:00Z' }));

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/users/statistic') return { body: { data: { total: 42, new: 7, active: 19 } } };
  if (url.pathname === '/api/v1/a/users') return { body: { data: recent, meta: { current_page: 1, last_page: 5, per_page: 10, path: '/api/v1/a/users', from: 1, to: 10, total: 42 } } };
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AdminDashboard', () => {
  it('shows the user statistics and the 10 newest users', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    renderMoneyPage('/admin', '/admin', <AdminDashboard />, dataProvider);
    await waitFor(() => expect(screen.getByTestId('user-stat-total')).toHaveTextContent('42'));
    expect(screen.getByTestId('user-stat-new')).toHaveTextContent('7');
    expect(screen.getByTestId('user-stat-active')).toHaveTextContent('19');
    expect(await screen.findAllByTestId('recent-user')).toHaveLength(10);
    expect(screen.getAllByTestId('recent-user')[0]).toHaveAttribute('href', '/admin/users/100');
    const list = new URL(calls.find((c) => c.url.includes('/a/users?'))?.url ?? '', 'http://portal.test');
    expect([list.searchParams.get('per_page'), list.searchParams.get('sort'), list.searchParams.get('order')]).toEqual(['10', 'created_at', 'desc']);
  });
});
