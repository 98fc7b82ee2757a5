import { type Kysely, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { managerSupportCalls } from '../../../contract/calls/managerSupport';
import { TICKETS_LATEST_COUNT } from '../../../contract/constants';
import type { Database } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { TicketRow } from './ticketResource';

export type TicketListQuery = z.output<(typeof managerSupportCalls)['manager.tickets.list']['query']>;

export const TICKET_NOT_FOUND = 'Ticket not found.';

/** Columns the list sorts by; anything else falls back to the most recently updated first. */
const SORTS = { id: 'id', subject: 'subject', status: 'status', priority: 'priority', created_at: 'created_at', updated_at: 'updated_at' } as const;

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

const filtered = (db: Kysely<Database>, companyId: number, q: TicketListQuery) => {
  let query = db.selectFrom('tickets').where('company_id', '=', companyId);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.priority) query = query.where('priority', '=', q.priority);
  const term = q.search?.trim();
  if (term) {
    // "#12" or "12" also finds ticket 12; the text is looked for in the subject and every message.
    const number = /^#?(\d{1,9})$/.exec(term)?.[1];
    const p = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(tickets.subject) like ${p} escape '!'`,
        eb.exists(eb.selectFrom('ticket_threads').select('ticket_threads.id').whereRef('ticket_threads.ticket_id', '=', 'tickets.id').where(sql<SqlBool>`lower(ticket_threads.message) like ${p} escape '!'`)),
        ...(number ? [eb('tickets.id', '=', Number(number))] : []),
      ]),
    );
  }
  return query;
};

export const countTickets = async (db: Kysely<Database>, companyId: number, q: TicketListQuery): Promise<number> => {
  const row = await filtered(db, companyId, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const pageOfTickets = (db: Kysely<Database>, companyId: number, q: TicketListQuery): Promise<TicketRow[]> => {
  const wanted = q.sort ?? 'updated_at';
  // Own keys only: "constructor" must not reach ORDER BY.
  const column = Object.hasOwn(SORTS, wanted) ? SORTS[wanted as keyof typeof SORTS] : 'updated_at';
  const order = q.order ?? 'desc';
  return filtered(db, companyId, q)
    .selectAll()
    .orderBy(column, order)
    .orderBy('id', order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
};

export const latestTickets = (db: Kysely<Database>, companyId: number): Promise<TicketRow[]> =>
  db.selectFrom('tickets').selectAll().where('company_id', '=', companyId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(TICKETS_LATEST_COUNT).execute();

/** A ticket of the company; another company's ticket is as unknown as a missing one (404). */
export const ownTicket = async (db: Kysely<Database>, companyId: number, id: number): Promise<TicketRow> => {
  const row = await db.selectFrom('tickets').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
};
