import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminActivityLogPage } from '../../../../src/portal/activityLogs/AdminActivityLogPage';
import { ManagerActivityPage } from '../../../../src/portal/activityLogs/ManagerActivityPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const row = (id: number, type: string, description: string) => ({
  id, type, description, company_id: 3, ip: '10.0.0.1', user_agent: 'UA', created_at: '2026-06-01T10:00:00Z', user: { id: 7, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test' },
});
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 50, path: '/x', from: 1, to: total, total });

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname.endsWith('/report')) return { body: 'id\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="activities-2026-06-15.csv"' } };
  if (url.pathname === '/api/v1/a/activities' || url.pathname === '/api/v1/manager/activities') {
    return { body: { data: [row(1, 'auth.login', '<script>x</script>'), row(2, 'some.new_type', 'New kind')], meta: meta(2) } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(new URL(call?.url ?? '', 'http://portal.test').searchParams);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('activity log pages', () => {
  it('admin: shows rows as text, sends the typed filters to the list and the same ones to the CSV export', async () => {
    signInAs('admin');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const calls = mockFetch(server);
    renderMoneyPage('/admin/activity-logs?company_id=3', '/admin/activity-logs', <AdminActivityLogPage />, dataProvider);
    expect(await screen.findByText('<script>x</script>')).toBeInTheDocument();
    expect(screen.getByText('Sign-in')).toBeInTheDocument();
    expect(screen.getByText('some.new_type')).toBeInTheDocument();
    expect(queryOf(calls.find((c) => c.url.includes('/a/activities?')))).toMatchObject({ company_id: '3', sort: 'created_at', order: 'desc', per_page: '50' });

    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'abc' } });
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Search in description'), { target: { value: 'denied' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('user_id=7') && c.url.includes('search=denied'))).toBe(true));
    expect(calls.some((c) => c.url.includes('user_id=abc'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/a/activities/report?'))).toBe(true));
    expect(queryOf(calls.find((c) => c.url.includes('/report?')))).toEqual({ company_id: '3', user_id: '7', search: 'denied' });
  });

  it('manager: the company log without user and company filters, exported through the manager call', async () => {
    signInAs('manager');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const calls = mockFetch(server);
    renderMoneyPage('/manager/activities', '/manager/activities', <ManagerActivityPage />, dataProvider);
    expect(await screen.findByText('New kind')).toBeInTheDocument();
    expect(screen.queryByLabelText('User ID')).toBeNull();
    expect(screen.queryByText('Company')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/manager/activities/report'))).toBe(true));
  });
});
