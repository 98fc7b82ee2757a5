import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ticketCreateBody } from '../../../contract/calls/payloads';
import type { Ticket, TicketAttachment, TicketSummary, TicketThread } from '../../../contract/entities';
import type { AppContext, AuthState } from '../../context';
import { notFound } from '../../domain/errors';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { recordActivity } from '../activityLogs/record';
import { requireCompany } from '../company/access';
import { countTickets, latestTickets, ownTicket, pageOfTickets, type TicketListQuery } from './ticketQueries';
import { attachmentResource, threadsOf, ticketAttachment, ticketAttachments, ticketDetail, ticketSummaries } from './ticketResource';
import type { IncomingAttachment } from './ticketUpload';
import { createTicket, replyToTicket, setTicketStatus } from './ticketWrites';

/**
 * Support tickets of the caller's company (document 2 section 7). Every call finds the ticket within
 * the company first, so another company's ticket answers 404.
 */

export const TICKET_MESSAGES = {
  threadNotFound: 'Message not found.',
  attachmentNotFound: 'Attachment not found.',
} as const;

/** Reads the multipart message (ticketUpload.ts) once the request may go on. */
export type TicketUploadReader<B> = () => Promise<{ body: B; files: IncomingAttachment[] }>;

export const listTickets = async (ctx: AppContext, auth: AuthState, query: TicketListQuery): Promise<{ data: TicketSummary[]; total: number }> => {
  const company = requireCompany(auth);
  const [total, rows] = await Promise.all([countTickets(ctx.db, company.id, query), pageOfTickets(ctx.db, company.id, query)]);
  return { data: await ticketSummaries(ctx.db, rows), total };
};

export const newestTickets = async (ctx: AppContext, auth: AuthState): Promise<TicketSummary[]> => ticketSummaries(ctx.db, await latestTickets(ctx.db, requireCompany(auth).id));

export const getTicket = async (ctx: AppContext, auth: AuthState, id: number): Promise<Ticket> => ticketDetail(ctx.db, await ownTicket(ctx.db, requireCompany(auth).id, id));

export const openTicket = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  read: TicketUploadReader<z.output<typeof ticketCreateBody>>,
): Promise<Ticket> => {
  const company = requireCompany(auth);
  const { body, files } = await read();
  const id = await createTicket(ctx, auth, company, body, files);
  await recordActivity(ctx, req, { type: 'ticket.created', userId: auth.user.id, companyId: company.id, description: `Support ticket #${id} opened`, meta: { ticket_id: id, attachments: files.length } });
  return ticketDetail(ctx.db, await ownTicket(ctx.db, company.id, id));
};

/** Close or reopen (the same status again changes nothing and records nothing). */
export const changeTicketStatus = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, status: 'open' | 'closed'): Promise<Ticket> => {
  const company = requireCompany(auth);
  const ticket = await ownTicket(ctx.db, company.id, id);
  if (await setTicketStatus(ctx, ticket, status)) {
    await recordActivity(ctx, req, { type: 'ticket.status_changed', userId: auth.user.id, companyId: company.id, description: `Support ticket #${ticket.id} ${status === 'closed' ? 'closed' : 'reopened'}`, meta: { ticket_id: ticket.id, status } });
  }
  return ticketDetail(ctx.db, await ownTicket(ctx.db, company.id, ticket.id));
};

export const ticketThreads = async (ctx: AppContext, auth: AuthState, id: number): Promise<TicketThread[]> => threadsOf(ctx.db, (await ownTicket(ctx.db, requireCompany(auth).id, id)).id);

export const ticketThread = async (ctx: AppContext, auth: AuthState, id: number, threadId: number): Promise<TicketThread> => {
  const ticket = await ownTicket(ctx.db, requireCompany(auth).id, id);
  const [thread] = await threadsOf(ctx.db, ticket.id, threadId);
  if (!thread) throw notFound(TICKET_MESSAGES.threadNotFound);
  return thread;
};

export const replyTicket = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, read: TicketUploadReader<{ message: string }>): Promise<TicketThread | undefined> => {
  const company = requireCompany(auth);
  const ticket = await ownTicket(ctx.db, company.id, id);
  const { body, files } = await read();
  const threadId = await replyToTicket(ctx, auth, company, ticket, body.message, files);
  await recordActivity(ctx, req, { type: 'ticket.replied', userId: auth.user.id, companyId: company.id, description: `Reply to support ticket #${ticket.id}`, meta: { ticket_id: ticket.id, thread_id: threadId, attachments: files.length } });
  const [thread] = await threadsOf(ctx.db, ticket.id, threadId);
  return thread;
};

export const listAttachments = async (ctx: AppContext, auth: AuthState, id: number): Promise<TicketAttachment[]> =>
  (await ticketAttachments(ctx.db, (await ownTicket(ctx.db, requireCompany(auth).id, id)).id)).map(attachmentResource);

export const attachmentFile = async (ctx: AppContext, auth: AuthState, id: number, attachmentId: number): Promise<{ file: OpenedFile; mimeType: string | null; fileName: string }> => {
  const ticket = await ownTicket(ctx.db, requireCompany(auth).id, id);
  const row = await ticketAttachment(ctx.db, ticket.id, attachmentId);
  const file = row ? await filesOf(ctx).open(row.file_path) : null;
  if (!row || !file) throw notFound(TICKET_MESSAGES.attachmentNotFound);
  return { file, mimeType: row.mime_type, fileName: row.file_name };
};
