import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENT_MAX_BYTES } from '../../../../src/contract/constants';
import type { Ticket, TicketSummary } from '../../../../src/contract/entities';
import { TicketListPage } from '../../../../src/portal/tickets/TicketListPage';
import { TicketShowPage } from '../../../../src/portal/tickets/TicketShowPage';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const user = { id: 10, first_name: 'Demo', last_name: 'Manager', email: 'manager@kontor.test' };
const summary = (id: number, over: Partial<TicketSummary> = {}): TicketSummary => ({
  id, subject: `Question ${id}`, status: 'open', priority: 'normal', user, threads_count: 1, attachments_count: 0,
  last_message_at: '2026-06-01T10:00:00.000Z', closed_at: null, created_at: '2026-06-01T10:00:00.000Z', updated_at: '2026-06-01T10:00:00.000Z', ...over,
});
const attachment = { id: 5, ticket_id: 7, thread_id: 1, filename: 'statement.pdf', mime_type: 'application/pdf', size: 2048, created_at: '2026-06-01T10:00:00.000Z' };
const detail = (over: Partial<Ticket> = {}): Ticket => ({
  ...summary(7, { subject: 'Payment not received', status: 'answered', threads_count: 2, attachments_count: 1 }),
  transaction_ids: [42],
  attachments: [attachment],
  threads: [
    { id: 1, message: 'Where is our payment?', author: user, is_staff: false, attachments: [attachment], created_at: '2026-06-01T10:00:00.000Z' },
    { id: 2, message: 'It was credited on Monday.', author: { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'admin@kontor.test' }, is_staff: true, attachments: [], created_at: '2026-06-01T12:00:00.000Z' },
  ],
  ...over,
});

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/manager/tickets' && call.method === 'GET') {
    const status = url.searchParams.get('status');
    const data = [summary(2), summary(1, { status: 'closed' }), summary(7, { status: 'answered' })].filter((t) => !status || t.status === status);
    return { body: { data, meta: { current_page: 1, last_page: 1, per_page: 25, path: url.pathname, from: 1, to: data.length, total: data.length } } };
  }
  if (url.pathname === '/api/v1/manager/tickets' && call.method === 'POST') return { status: 201, body: { data: detail() } };
  if (url.pathname === '/api/v1/manager/tickets/7' && call.method === 'GET') return { body: { data: detail() } };
  if (url.pathname === '/api/v1/manager/tickets/7' && call.method === 'PUT') return { body: { data: detail({ status: 'closed' }) } };
  if (url.pathname === '/api/v1/manager/tickets/7/reply') return { status: 201, body: { data: detail().threads[0] } };
  return { status: 404, body: { message: 'Not found.' } };
};

const renderAt = (url: string) =>
  renderRoutes(url, { '/manager/support/tickets/list': <TicketListPage />, '/manager/support/tickets/:ticket_id': <TicketShowPage /> });

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

afterEach(cleanUpPages);

describe('TicketListPage', () => {
  it('lists tickets with status chips, sorts and filters on the server', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderAt('/manager/support/tickets/list');
    expect(await screen.findByText('Question 2')).toBeInTheDocument();
    const rows = screen.getAllByTestId('ticket-row');
    expect(within(rows[1] as HTMLElement).getByTestId('ticket-status')).toHaveTextContent('Closed');
    const first = new URL(calls[0]?.url ?? '', 'http://portal.test');
    expect([first.searchParams.get('sort'), first.searchParams.get('order'), first.searchParams.get('per_page')]).toEqual(['updated_at', 'desc', '25']);
    await u.click(within(screen.getByRole('columnheader', { name: /^Subject/ })).getByText('Subject'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=subject') && c.url.includes('order=desc'))).toBe(true));
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByTestId('ticket-row')).toHaveTextContent('Question 1');
    expect(calls.some((c) => c.url.includes('status=closed'))).toBe(true);
  });

  it('opens the form from ?create=1, refuses a file over the limit before sending, then sends multipart and shows the ticket', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderAt('/manager/support/tickets/list?create=1');
    const dialog = await screen.findByRole('dialog', { name: 'Open a support ticket' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Payment not received');
    await u.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Please check.');
    const input = within(dialog).getByTestId('attachment-input');
    fireEvent.change(input, { target: { files: [pdf('big.pdf', TICKET_ATTACHMENT_MAX_BYTES + 1)] } });
    expect(await within(dialog).findByText('big.pdf is larger than 5 MB.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await u.click(within(dialog).getByTestId('CancelIcon'));
    fireEvent.change(input, { target: { files: [pdf('statement.pdf')] } });
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('ticket-subject')).toHaveTextContent('#7 Payment not received');
    const post = calls.find((c) => c.method === 'POST');
    const body = post?.body as FormData;
    expect(body.get('subject')).toBe('Payment not received');
    expect(body.get('priority')).toBe('normal');
    expect(body.getAll('attachments[]').map((f) => (f as File).name)).toEqual(['statement.pdf']);
  });

  it('gives manager-reader the list without the Open Ticket button or form', async () => {
    signInAs('manager-reader');
    mockFetch(server);
    renderAt('/manager/support/tickets/list?create=1');
    expect(await screen.findByText('Question 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Ticket' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('TicketShowPage', () => {
  it('shows the conversation with support apart, downloads attachments, replies with files and closes', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderAt('/manager/support/tickets/7');
    const threads = await screen.findAllByTestId('ticket-thread');
    expect(threads.map((t) => t.dataset.staff)).toEqual(['0', '1']);
    expect(within(threads[1] as HTMLElement).getByText('Support team')).toBeInTheDocument();
    expect(screen.getByText(/Transactions: #42/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement.pdf' })).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [pdf('more.pdf')] } });
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/manager/tickets/7/reply'))).toBe(true));
    const reply = calls.find((c) => c.url.endsWith('/reply'))?.body as FormData;
    expect(reply.get('message')).toBe('Thanks');
    expect(reply.getAll('attachments[]').map((f) => (f as File).name)).toEqual(['more.pdf']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue(''));

    await u.click(screen.getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'closed' });
  });

  it('lets manager-reader read the conversation but not reply or close', async () => {
    signInAs('manager-reader');
    mockFetch(server);
    renderAt('/manager/support/tickets/7');
    expect(await screen.findAllByTestId('ticket-thread')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download statement.pdf' })).toBeInTheDocument();
  });

  it('says so when the ticket is unknown or another company\'s (the server answers 404)', async () => {
    signInAs('manager');
    mockFetch(server);
    renderAt('/manager/support/tickets/99');
    expect(await screen.findByText('Ticket not found.')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-subject')).toBeNull();
  });
});
