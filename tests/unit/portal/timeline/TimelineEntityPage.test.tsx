import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEvent } from '../../../../src/contract/entities';
import { TimelineEntitiesPage } from '../../../../src/portal/timeline/TimelineEntitiesPage';
import { TimelineEntityPage } from '../../../../src/portal/timeline/TimelineEntityPage';
import { TIMELINE_PULL_MS } from '../../../../src/portal/timeline/useTimelinePull';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 25, path: '', from: 1, to: total, total });
const admin = { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@kontor.test' };
const roleChange: TimelineEvent = { id: 7, entity_class: 'user', entity_id: 21, event: 'role_changed', changes: { role: { old: 'manager', new: 'manager-reader' } }, user: admin, created_at: '2026-11-20T10:00:00Z' };
const twoFactor: TimelineEvent = { id: 9, entity_class: 'user', entity_id: 21, event: 'two_factor_enabled', changes: { totp_enabled: { old: false, new: true } }, user: null, created_at: '2026-11-21T10:00:00Z' };

const serverWith = (events: () => TimelineEvent[]) => (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  const q = url.searchParams;
  switch (url.pathname) {
    case '/api/v1/a/timeline/entity-classes':
      return { body: { data: [{ name: 'Users', slug: 'user' }] } };
    case '/api/v1/a/timeline/entities':
      return { body: { data: [{ id: 21, label: 'Iris Individual', secondary: 'iris@kontor.test', created_at: '2026-06-01T10:00:00Z' }], meta: meta(1) } };
    case '/api/v1/a/timeline/view':
      return q.get('id') === '21'
        ? { body: { data: { entity_class: 'user', id: 21, label: 'Iris Individual', fields: { email: 'iris@kontor.test', enabled: true, phone: null } } } }
        : { status: 404, body: { message: 'Record not found.' } };
    case '/api/v1/a/timeline/list':
      return { body: { data: events(), meta: meta(events().length) } };
    case '/api/v1/a/timeline/pull':
      return { body: { data: events().filter((e) => e.id > Number(q.get('after'))) } };
    default:
      return { status: 404, body: { message: 'Not found.' } };
  }
};

const renderAt = (path: string) =>
  renderRoutes(path, { '/admin/timelines/:entity_class': <TimelineEntitiesPage />, '/admin/timelines/:entity_class/:id': <TimelineEntityPage /> });

afterEach(() => {
  cleanUpPages();
  vi.useRealTimers();
});

describe('admin timelines', () => {
  it('lists the records of a class from the server and links each to its timeline', async () => {
    signInAs('admin');
    const calls = mockFetch(serverWith(() => []));
    renderAt('/admin/timelines/user');
    const link = await screen.findByRole('link', { name: 'Iris Individual' });
    expect(link).toHaveAttribute('href', '/admin/timelines/user/21');
    expect(screen.getByTestId('timeline-class')).toHaveTextContent('Users');
    const listed = calls.map((c) => new URL(c.url, 'http://portal.test')).find((u) => u.pathname.endsWith('/entities'));
    expect(listed?.searchParams.get('entity_class')).toBe('user');
  });

  it('shows the current state and the events with their changes, and takes newer events in while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs('admin');
    let events = [roleChange];
    const calls = mockFetch(serverWith(() => events));
    renderAt('/admin/timelines/user/21');
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    const state = screen.getByRole('table', { name: 'Current state' });
    expect(within(state).getByText('iris@kontor.test')).toBeInTheDocument();
    expect(within(state).getByText('Yes')).toBeInTheDocument();
    const item = screen.getByTestId('timeline-event');
    expect(item).toHaveTextContent('Ada Admin');
    expect(within(item).getByText('manager')).toBeInTheDocument();
    expect(within(item).getByText('manager-reader')).toBeInTheDocument();

    events = [twoFactor, roleChange];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMELINE_PULL_MS);
    });
    await waitFor(() => expect(screen.getAllByTestId('timeline-event')).toHaveLength(2));
    expect(screen.getByText('Two-factor enabled')).toBeInTheDocument();
    const pull = calls.map((c) => new URL(c.url, 'http://portal.test')).find((u) => u.pathname.endsWith('/pull'));
    expect(pull?.searchParams.get('after')).toBe('7');
  });

  it('stops asking for newer events when the page closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs('admin');
    const calls = mockFetch(serverWith(() => [roleChange]));
    const view = renderAt('/admin/timelines/user/21');
    await screen.findByText('Role changed');
    view.unmount();
    const before = calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMELINE_PULL_MS * 3);
    });
    expect(calls.length).toBe(before);
  });

  it('an unknown record says so', async () => {
    signInAs('admin');
    mockFetch(serverWith(() => []));
    renderAt('/admin/timelines/user/999');
    expect(await screen.findByText('This record does not exist.')).toBeInTheDocument();
  });
});
