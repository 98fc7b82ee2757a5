import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBanner } from '../../../../src/portal/announcements/AnnouncementBanner';
import { AnnouncementList } from '../../../../src/portal/announcements/AnnouncementList';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { makeToken, makeUser } from '../shell/fixtures';

const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 25, path: '/x', from: total ? 1 : null, to: total || null, total });
const item = (id: number, title: string, extra: object = {}) => ({
  id, title, content: `Text of ${title}`, is_published: true, starts_at: null, ends_at: null, created_at: '2026-06-01T10:00:00Z', updated_at: '2026-06-01T10:00:00Z', ...extra,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AnnouncementBanner', () => {
  const server = (call: RecordedCall) =>
    new URL(call.url, 'http://portal.test').pathname === '/api/v1/manager/announcements'
      ? { body: { data: [item(1, '<img src=x onerror=alert(1)>'), item(2, 'Holiday hours')], meta: meta(2) } }
      : { status: 404, body: { message: 'Not found.' } };

  it('shows the current announcements as plain text and remembers a dismissal', async () => {
    signInAs('manager');
    mockFetch(server);
    const first = renderMoneyPage('/manager', '/manager', <AnnouncementBanner />, dataProvider);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByTestId('announcement')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Holiday hours')).toBeNull());
    first.unmount();
    renderMoneyPage('/manager', '/manager', <AnnouncementBanner />, dataProvider);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByText('Holiday hours')).toBeNull();
  });

  it('loads nothing for a company user without two-factor (document 1 section 6)', async () => {
    writeSession(makeToken(), makeUser('manager', { two_factor_auth: { google: false } }));
    const calls = mockFetch(server);
    renderMoneyPage('/manager', '/manager', <AnnouncementBanner />, dataProvider);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.includes('announcements'))).toHaveLength(0);
    expect(screen.queryByTestId('announcement')).toBeNull();
  });
});

describe('AnnouncementList', () => {
  it('lists with the server\'s statuses and deletes only after the confirmation', async () => {
    signInAs('admin');
    let rows = [item(5, 'Draft one', { is_published: false }), item(6, 'Ended', { ends_at: '2020-01-01' })];
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://portal.test');
      if (call.method === 'DELETE' && url.pathname === '/api/v1/a/announcements/6') {
        rows = rows.filter((r) => r.id !== 6);
        return { body: { message: 'Announcement deleted successfully.' } };
      }
      if (url.pathname === '/api/v1/a/announcements') return { body: { data: rows, meta: meta(rows.length) } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderMoneyPage('/admin/announcements', '/admin/announcements', <AnnouncementList />, dataProvider);
    expect(await screen.findByText('Draft one')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getAllByText('Ended')).toHaveLength(2);
    const ended = screen.getAllByTestId('announcement-row')[1] as HTMLElement;
    fireEvent.click(within(ended).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the announcement "Ended"? Managers will no longer see it.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/a/announcements/6'))).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('announcement-row')).toHaveLength(1));
  });
});
