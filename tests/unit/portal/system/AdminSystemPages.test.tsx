import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCheckpointList } from '../../../../src/portal/authCheckpoints/AuthCheckpointList';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { SystemPage } from '../../../../src/portal/system/SystemPage';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const at = '2026-06-15T10:00:00.000Z';
const checkpoint = (id: number, userId: number, email: string, status: 'allowed' | 'blocked') => ({
  id, user: { id: userId, first_name: 'Ann', last_name: email.split('@')[0], email }, ip: `10.0.0.${id}`, browser_id: `B${id}`.padEnd(30, 'x'),
  user_agent: 'Firefox/140', status, last_seen_at: at, created_at: at,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SystemPage', () => {
  it('shows the built-in job queue per queue and state', async () => {
    signInAs('admin');
    const calls = mockFetch(() => ({
      body: { data: { subpage: 'rabbitmq', broker: 'built-in', points: [{ dateTime: at, queue: 'default', size: 4, queued: 1, delayed: 1, running: 2, failed: 3, done: 90 }] } },
    }));
    renderMoneyPage('/admin/system/rabbitmq', '/admin/system/:subpage', <SystemPage />, dataProvider);
    expect(await screen.findByText('Broker: the built-in job queue of the server (no RabbitMQ is connected).')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /default/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['default', '4', '1', '1', '2', '3', '90']);
    expect(screen.getByText('Refreshed every 20 seconds')).toBeInTheDocument();
    expect(calls[0]?.url).toContain('/api/v1/a/system/rabbitmq');
  });

  it('shows the disk in GB of 1073741824 bytes', async () => {
    signInAs('admin');
    const GB = 1_073_741_824;
    mockFetch(() => ({ body: { data: { subpage: 'hdd', points: [{ dateTime: at, total: 100 * GB, free: 25.5 * GB, used: 74.5 * GB, used_percent: 74.5 }] } } }));
    renderMoneyPage('/admin/system/hdd', '/admin/system/:subpage', <SystemPage />, dataProvider);
    expect(await screen.findByText('100.00 GB')).toBeInTheDocument();
    expect(screen.getByText('25.50 GB')).toBeInTheDocument();
    expect(screen.getByText('74.5 % used')).toBeInTheDocument();
  });

  it('says so on the page when a reading fails', async () => {
    signInAs('admin');
    mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderMoneyPage('/admin/system/cpu', '/admin/system/:subpage', <SystemPage />, dataProvider);
    expect(await screen.findByText('The reading could not be loaded. It is tried again at the next refresh.')).toBeInTheDocument();
  });
});

describe('AuthCheckpointList', () => {
  const server = (rows: ReturnType<typeof checkpoint>[]) => (call: RecordedCall) => {
    const url = new URL(call.url, 'http://portal.test');
    if (call.method === 'PUT' && url.pathname === '/api/v1/a/auth-checkpoints/2/status') return { body: { data: { ...rows[1], status: 'blocked' }, message: 'The checkpoint has been blocked.' } };
    if (url.pathname === '/api/v1/a/auth-checkpoints') {
      return { body: { data: rows, meta: { current_page: 1, last_page: 1, per_page: 50, path: url.pathname, from: 1, to: rows.length, total: rows.length } } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  };

  it('asks the server for 50 a page, newest sign-in first, filters by status, and blocks a device after confirming', async () => {
    signInAs('admin');
    const rows = [checkpoint(1, 10, 'admin@kontor.test', 'allowed'), checkpoint(2, 20, 'manager@kontor.test', 'allowed')];
    const calls = mockFetch(server(rows));
    renderMoneyPage('/admin/auth-checkpoints?user_id=20', '/admin/auth-checkpoints', <AuthCheckpointList />, dataProvider);
    const found = await screen.findAllByTestId('checkpoint-row');
    expect(found).toHaveLength(2);
    const first = new URL(calls[0]?.url ?? '', 'http://portal.test');
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: '1', per_page: '50', sort: 'last_seen_at', order: 'desc', user_id: '20' });
    // The signed-in admin (id 10) cannot block their own device.
    expect(within(found[0] as HTMLElement).getByRole('button', { name: 'Block' })).toBeDisabled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=blocked'))).toBe(true));

    fireEvent.click(within(found[1] as HTMLElement).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ann manager will no longer be able to sign in from this browser or from 10.0.0.2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ status: 'blocked' });
  });
});
