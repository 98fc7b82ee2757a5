import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TimelineEntitiesPage } from '../../../../src/portal/timeline/TimelineEntitiesPage';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { exportCsv, exportXlsx, hideColumn } from './serveList';

const ALL = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, label: `Person ${String(i + 1).padStart(2, '0')}`, secondary: `p${i + 1}@kontor.test`, created_at: '2026-06-01T10:00:00Z' }));

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  const q = url.searchParams;
  if (url.pathname === '/api/v1/a/timeline/entity-classes') return { body: { data: [{ name: 'Users', slug: 'user' }] } };
  if (url.pathname !== '/api/v1/a/timeline/entities') return { status: 404, body: { message: 'Not found.' } };
  const rows = ALL.filter((r) => r.label.includes(q.get('search') ?? ''));
  const page = Number(q.get('page') ?? 1);
  const perPage = Number(q.get('per_page') ?? 25);
  return { body: { data: rows.slice((page - 1) * perPage, page * perPage), meta: { current_page: page, last_page: Math.ceil(rows.length / perPage), per_page: perPage, path: '', from: 1, to: perPage, total: rows.length } } };
};
const asked = (calls: RecordedCall[]) => calls.map((c) => new URL(c.url, 'http://portal.test')).filter((u) => u.pathname.endsWith('/entities')).at(-1)?.searchParams;

afterEach(cleanUpPages);

describe('TimelineEntitiesPage (the records of a class as a list)', () => {
  it('searches and pages on the server, chooses columns, exports and opens a record', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderRoutes('/admin/timelines/user', { '/admin/timelines/:entity_class': <TimelineEntitiesPage />, '/admin/timelines/:entity_class/:id': <p>timeline page</p> });
    await waitFor(() => expect(screen.getAllByTestId('timeline-entity-row')).toHaveLength(25));
    expect(asked(calls)?.get('entity_class')).toBe('user');
    await user.type(screen.getByPlaceholderText('Search'), 'Person 1');
    await waitFor(() => expect(asked(calls)?.get('search')).toBe('Person 1'));
    await waitFor(() => expect(screen.getAllByTestId('timeline-entity-row')).toHaveLength(10));
    await user.clear(screen.getByPlaceholderText('Search'));
    await waitFor(() => expect(screen.getAllByTestId('timeline-entity-row')).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(asked(calls)?.get('page')).toBe('2'));
    await waitFor(() => expect(screen.getAllByTestId('timeline-entity-row')[0]).toHaveTextContent('Person 26'));
    await hideColumn(user, 'Details');
    const lines = await exportCsv(user);
    expect(lines).toHaveLength(61);
    await exportXlsx(user);
    await user.click(within(screen.getAllByTestId('timeline-entity-row')[0] as HTMLElement).getByText('26'));
    expect(await screen.findByText('timeline page')).toBeInTheDocument();
  });
});
