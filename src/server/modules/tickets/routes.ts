import type { FastifyInstance } from 'fastify';
import { ticketCreateBody, ticketReplyBody } from '../../../contract/calls/payloads';
import { notFound } from '../../http/errors';
import { filesOf } from '../../storage/fileStore';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { requireCompany } from '../company/access';
import { paginationMeta } from '../../http/paging';
import { contentDisposition } from './attachmentFiles';
import { countTickets, latestTickets, ownTicket, pageOfTickets } from './ticketQueries';
import { attachmentResource, threadsOf, ticketDetail, ticketSummaries } from './ticketResource';
import { createTicket, replyToTicket, setTicketStatus } from './ticketWrites';
import { readTicketUpload } from './ticketUpload';

export const TICKET_MESSAGES = {
  threadNotFound: 'Message not found.',
  attachmentNotFound: 'Attachment not found.',
} as const;

/**
 * Support tickets of the caller's company (document 2 section 7). Every call finds the ticket within
 * the company first, so another company's ticket answers 404; writes are for the manager role
 * (the call table marks them, manager-reader gets 403).
 */
export const registerTicketRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.tickets.list', async ({ ctx, req, auth, query }) => {
    const company = requireCompany(auth);
    const [total, rows] = await Promise.all([countTickets(ctx.db, company.id, query), pageOfTickets(ctx.db, company.id, query)]);
    return { data: await ticketSummaries(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'manager.tickets.latest', async ({ ctx, auth }) => ({ data: await ticketSummaries(ctx.db, await latestTickets(ctx.db, requireCompany(auth).id)) }));

  registerCall(app, 'manager.tickets.get', async ({ ctx, auth, params }) => ({ data: await ticketDetail(ctx.db, await ownTicket(ctx.db, requireCompany(auth).id, params.id)) }));

  registerCall(app, 'manager.tickets.create', async ({ ctx, req, reply, auth }) => {
    const company = requireCompany(auth);
    const { body, files } = await readTicketUpload(req, ticketCreateBody);
    const id = await createTicket(ctx, auth, company, body, files);
    await recordActivity(ctx, req, { type: 'ticket.created', userId: auth.user.id, companyId: company.id, description: `Support ticket #${id} opened`, meta: { ticket_id: id, attachments: files.length } });
    reply.code(201);
    return { data: await ticketDetail(ctx.db, await ownTicket(ctx.db, company.id, id)) };
  });

  registerCall(app, 'manager.tickets.update', async ({ ctx, req, auth, params, body }) => {
    const company = requireCompany(auth);
    const ticket = await ownTicket(ctx.db, company.id, params.id);
    if (await setTicketStatus(ctx, ticket, body.status)) {
      await recordActivity(ctx, req, { type: 'ticket.status_changed', userId: auth.user.id, companyId: company.id, description: `Support ticket #${ticket.id} ${body.status === 'closed' ? 'closed' : 'reopened'}`, meta: { ticket_id: ticket.id, status: body.status } });
    }
    return { data: await ticketDetail(ctx.db, await ownTicket(ctx.db, company.id, ticket.id)) };
  });

  registerCall(app, 'manager.tickets.threads', async ({ ctx, auth, params }) => {
    const ticket = await ownTicket(ctx.db, requireCompany(auth).id, params.id);
    return { data: await threadsOf(ctx.db, ticket.id) };
  });

  registerCall(app, 'manager.tickets.thread', async ({ ctx, auth, params }) => {
    const ticket = await ownTicket(ctx.db, requireCompany(auth).id, params.id);
    const [thread] = await threadsOf(ctx.db, ticket.id, params.thread);
    if (!thread) throw notFound(TICKET_MESSAGES.threadNotFound);
    return { data: thread };
  });

  registerCall(app, 'manager.tickets.reply', async ({ ctx, req, reply, auth, params }) => {
    const company = requireCompany(auth);
    const ticket = await ownTicket(ctx.db, company.id, params.id);
    const { body, files } = await readTicketUpload(req, ticketReplyBody);
    const threadId = await replyToTicket(ctx, auth, company, ticket, body.message, files);
    await recordActivity(ctx, req, { type: 'ticket.replied', userId: auth.user.id, companyId: company.id, description: `Reply to support ticket #${ticket.id}`, meta: { ticket_id: ticket.id, thread_id: threadId, attachments: files.length } });
    const [thread] = await threadsOf(ctx.db, ticket.id, threadId);
    reply.code(201);
    return { data: thread };
  });

  registerCall(app, 'manager.tickets.attachments', async ({ ctx, auth, params }) => {
    const ticket = await ownTicket(ctx.db, requireCompany(auth).id, params.id);
    const rows = await ctx.db.selectFrom('ticket_attachments').selectAll().where('ticket_id', '=', ticket.id).orderBy('id').execute();
    return { data: rows.map(attachmentResource) };
  });

  registerCall(app, 'manager.tickets.attachmentContent', async ({ ctx, reply, auth, params }) => {
    const ticket = await ownTicket(ctx.db, requireCompany(auth).id, params.id);
    const row = await ctx.db.selectFrom('ticket_attachments').selectAll().where('id', '=', params.att).where('ticket_id', '=', ticket.id).executeTakeFirst();
    const file = row ? await filesOf(ctx).open(row.file_path) : null;
    if (!row || !file) throw notFound(TICKET_MESSAGES.attachmentNotFound);
    return reply
      .code(200)
      .header('content-type', row.mime_type ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(row.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};
