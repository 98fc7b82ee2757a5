import type { FastifyInstance } from 'fastify';
import { ticketCreateBody, ticketReplyBody } from '../../../contract/calls/payloads';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { contentDisposition } from './attachmentFiles';
import { attachmentFile, changeTicketStatus, getTicket, listAttachments, listTickets, newestTickets, openTicket, replyTicket, ticketThread, ticketThreads } from './service';
import { readTicketUpload } from './ticketUpload';

/** Support tickets of the caller's company: writes are for the manager role (the call table marks them, manager-reader gets 403). */
export const registerTicketRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.tickets.list', async ({ ctx, req, auth, query }) => {
    const { data, total } = await listTickets(ctx, auth, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'manager.tickets.latest', async ({ ctx, auth }) => ({ data: await newestTickets(ctx, auth) }));
  registerCall(app, 'manager.tickets.get', async ({ ctx, auth, params }) => ({ data: await getTicket(ctx, auth, params.id) }));

  registerCall(app, 'manager.tickets.create', async ({ ctx, req, reply, auth }) => {
    const ticket = await openTicket(ctx, req, auth, () => readTicketUpload(req, ticketCreateBody));
    reply.code(201);
    return { data: ticket };
  });
  registerCall(app, 'manager.tickets.update', async ({ ctx, req, auth, params, body }) => ({ data: await changeTicketStatus(ctx, req, auth, params.id, body.status) }));

  registerCall(app, 'manager.tickets.threads', async ({ ctx, auth, params }) => ({ data: await ticketThreads(ctx, auth, params.id) }));
  registerCall(app, 'manager.tickets.thread', async ({ ctx, auth, params }) => ({ data: await ticketThread(ctx, auth, params.id, params.thread) }));
  registerCall(app, 'manager.tickets.reply', async ({ ctx, req, reply, auth, params }) => {
    const thread = await replyTicket(ctx, req, auth, params.id, () => readTicketUpload(req, ticketReplyBody));
    reply.code(201);
    return { data: thread };
  });

  registerCall(app, 'manager.tickets.attachments', async ({ ctx, auth, params }) => ({ data: await listAttachments(ctx, auth, params.id) }));
  registerCall(app, 'manager.tickets.attachmentContent', async ({ ctx, reply, auth, params }) => {
    const { file, mimeType, fileName } = await attachmentFile(ctx, auth, params.id, params.att);
    return reply
      .code(200)
      .header('content-type', mimeType ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};
