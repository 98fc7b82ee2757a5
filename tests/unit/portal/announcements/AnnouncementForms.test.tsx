import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementCreate } from '../../../../src/portal/announcements/AnnouncementCreate';
import { AnnouncementEdit } from '../../../../src/portal/announcements/AnnouncementEdit';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { renderRoutes } from '../renderRoutes';

const stored = { id: 4, title: 'Holiday hours', content: 'Closed on Monday.', is_published: true, starts_at: null, ends_at: null, created_at: '2026-06-01T10:00:00Z', updated_at: '2026-06-01T10:00:00Z' };

/** The announcement 4; a title "Taken" is refused with a field message, like the server's 422. */
const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  const body = call.body as { title?: string } | undefined;
  if (url.pathname === '/api/v1/a/announcements/4' && call.method === 'GET') return { body: { data: stored } };
  if ((url.pathname === '/api/v1/a/announcements' && call.method === 'POST') || (url.pathname === '/api/v1/a/announcements/4' && call.method === 'PUT')) {
    if (body?.title === 'Taken') return { status: 422, body: { message: 'The title has already been taken.', errors: { title: ['The title has already been taken.'] } } };
    return { body: { data: { ...stored, ...body } } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

const open = (url: string) =>
  renderRoutes(url, { '/admin/announcements/create': <AnnouncementCreate />, '/admin/announcements/:id': <AnnouncementEdit />, '/admin/announcements': <p>The list</p> }, { dataProvider });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AnnouncementCreate', () => {
  it('puts the server\'s 422 message on the title, then saves and goes to the list', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    open('/admin/announcements/create');
    await user.type(await screen.findByLabelText('Title'), 'Taken');
    await user.type(screen.getByLabelText('Text'), 'Card payments pause on Sunday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The title has already been taken.').closest('.MuiAlert-root')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Taken', content: 'Card payments pause on Sunday.', is_published: false, starts_at: null, ends_at: null });

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Service window');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});

describe('AnnouncementEdit', () => {
  it('shows the announcement in its form and puts the server\'s 422 message on the title', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    open('/admin/announcements/4');
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Holiday hours'));
    expect(screen.getByLabelText('Text')).toHaveValue('Closed on Monday.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The title has already been taken.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Taken', content: 'Closed on Monday.', is_published: true });
  });

  it('says so when the announcement does not exist', async () => {
    signInAs('admin');
    mockFetch(server);
    open('/admin/announcements/5');
    expect(await screen.findByText('Announcement not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to announcements' })).toHaveAttribute('href', '/admin/announcements');
  });
});
