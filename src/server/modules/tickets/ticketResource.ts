import type { Kysely, Selectable } from 'kysely';
import type { Ticket, TicketAttachment, TicketSummary, TicketThread, UserRef } from '../../../contract/entities';
import type { TicketPriority, TicketStatus } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import type { TicketAttachmentsTable, TicketsTable, TicketThreadsTable } from '../../db/schemaDomain';
import { usersByIds } from '../users/queries';

export type TicketRow = Selectable<TicketsTable>;
type ThreadRow = Selectable<TicketThreadsTable>;
type AttachmentRow = Selectable<TicketAttachmentsTable>;
type Author = UserRef & { role: string };

const STAFF_ROLES = new Set(['super-admin', 'admin']);

const authors = async (db: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, Author>> =>
  new Map((await usersByIds(db, ids)).map((u) => [u.id, { id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email, role: u.role }]));

const userRef = (a: Author | undefined): UserRef | null => (a ? { id: a.id, first_name: a.first_name, last_name: a.last_name, email: a.email } : null);

export const attachmentResource = (row: AttachmentRow): TicketAttachment => ({
  id: row.id,
  ticket_id: row.ticket_id,
  thread_id: row.thread_id,
  filename: row.file_name,
  mime_type: row.mime_type ?? 'application/octet-stream',
  size: Number(row.size ?? 0),
  created_at: row.created_at,
});

/** Every attachment of a ticket, oldest first. */
export const ticketAttachments = (db: Kysely<Database>, ticketId: number): Promise<AttachmentRow[]> =>
  db.selectFrom('ticket_attachments').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();

/** One attachment of the ticket, or undefined. */
export const ticketAttachment = (db: Kysely<Database>, ticketId: number, id: number): Promise<AttachmentRow | undefined> =>
  db.selectFrom('ticket_attachments').selectAll().where('id', '=', id).where('ticket_id', '=', ticketId).executeTakeFirst();

type Counts = { threads: number; attachments: number; last: string | null };

/** Threads, attachments and the newest message time of each ticket of a page (two grouped queries). */
const countsOf = async (db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Counts>> => {
  const counts = new Map<number, Counts>(ids.map((id) => [id, { threads: 0, attachments: 0, last: null }]));
  if (ids.length === 0) return counts;
  const threads = await db
    .selectFrom('ticket_threads')
    .select((eb) => ['ticket_id', eb.fn.countAll().as('n'), eb.fn.max('created_at').as('last')])
    .where('ticket_id', 'in', ids)
    .groupBy('ticket_id')
    .execute();
  for (const t of threads) {
    const c = counts.get(t.ticket_id);
    if (c) Object.assign(c, { threads: Number(t.n), last: t.last });
  }
  const files = await db.selectFrom('ticket_attachments').select((eb) => ['ticket_id', eb.fn.countAll().as('n')]).where('ticket_id', 'in', ids).groupBy('ticket_id').execute();
  for (const f of files) {
    const c = counts.get(f.ticket_id);
    if (c) c.attachments = Number(f.n);
  }
  return counts;
};

const summary = (row: TicketRow, users: Map<number, Author>, c: Counts | undefined): TicketSummary => ({
  id: row.id,
  subject: row.subject,
  status: row.status as TicketStatus,
  priority: (row.priority ?? 'normal') as TicketPriority,
  user: row.user_id === null ? null : userRef(users.get(row.user_id)),
  threads_count: c?.threads ?? 0,
  attachments_count: c?.attachments ?? 0,
  last_message_at: c?.last ?? row.created_at,
  closed_at: row.closed_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** List items: the ticket with counts, no threads. */
export const ticketSummaries = async (db: Kysely<Database>, rows: readonly TicketRow[]): Promise<TicketSummary[]> => {
  const [users, counts] = await Promise.all([authors(db, rows.map((r) => r.user_id)), countsOf(db, rows.map((r) => r.id))]);
  return rows.map((r) => summary(r, users, counts.get(r.id)));
};

/** Threads of one ticket (all, or one by id), oldest first, each with its attachments and author. */
export const threadsOf = async (db: Kysely<Database>, ticketId: number, threadId?: number): Promise<TicketThread[]> => {
  let query = db.selectFrom('ticket_threads').selectAll().where('ticket_id', '=', ticketId);
  if (threadId !== undefined) query = query.where('id', '=', threadId);
  const rows: ThreadRow[] = await query.orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return [];
  const files = await ticketAttachments(db, ticketId);
  const users = await authors(db, rows.map((r) => r.user_id));
  return rows.map((r) => {
    const author = r.user_id === null ? undefined : users.get(r.user_id);
    return {
      id: r.id,
      message: r.message,
      author: userRef(author),
      is_staff: author ? STAFF_ROLES.has(author.role) : false,
      attachments: files.filter((f) => f.thread_id === r.id).map(attachmentResource),
      created_at: r.created_at,
    };
  });
};

/** The full ticket: summary, linked transactions, every attachment and the conversation. */
export const ticketDetail = async (db: Kysely<Database>, row: TicketRow): Promise<Ticket> => {
  const [[base], threads, files, links] = await Promise.all([
    ticketSummaries(db, [row]),
    threadsOf(db, row.id),
    ticketAttachments(db, row.id),
    db.selectFrom('ticket_transactions').select('transaction_id').where('ticket_id', '=', row.id).orderBy('transaction_id').execute(),
  ]);
  if (!base) throw new Error(`Ticket ${row.id} has no summary`);
  return { ...base, transaction_ids: links.map((l) => l.transaction_id), attachments: files.map(attachmentResource), threads };
};
