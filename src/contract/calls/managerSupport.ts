import { z } from 'zod';
import { defineCalls } from '../http';
import { NOTIFICATIONS_PAGE_SIZE } from '../constants';
import { TICKET_PRIORITIES, TICKET_SETTABLE_STATUSES, TICKET_STATUSES } from '../enums';
import { blankable, idInput, idParams, orderSchema, pageQuery, pageQueryWithDefault, searchSchema, sortSchema } from '../schemas';
import { dateFilterQuery, ticketCreateBody, ticketReplyBody } from './payloads';

const threadParams = z.object({ id: idInput, thread: idInput });
const attachmentParams = z.object({ id: idInput, att: idInput });

/** Document 2, section 7 "Manager: support, notifications, activity, announcements". */
export const managerSupportCalls = defineCalls({
  'manager.tickets.list': {
    method: 'GET', path: 'manager/tickets', access: 'manager', tag: 'tickets',
    summary: 'Support tickets of the company',
    query: pageQuery.extend({
      status: blankable(z.enum(TICKET_STATUSES, { error: 'The selected status is invalid.' })),
      priority: blankable(z.enum(TICKET_PRIORITIES, { error: 'The selected priority is invalid.' })),
      search: blankable(searchSchema),
      sort: blankable(sortSchema),
      order: blankable(orderSchema),
    }),
  },
  'manager.tickets.latest': {
    method: 'GET', path: 'manager/tickets/latest', access: 'manager', tag: 'tickets', summary: 'The latest tickets (for the top bar and dashboard)',
  },
  'manager.tickets.get': {
    method: 'GET', path: 'manager/tickets/{id}', access: 'manager', tag: 'tickets', summary: 'One ticket with attachments and threads', params: idParams,
  },
  'manager.tickets.create': {
    method: 'POST', path: 'manager/tickets', access: 'manager', tag: 'tickets',
    summary: 'Open a ticket (multipart: subject, message, priority, transaction_ids[], attachments[]: at most 5 PDF, PNG, JPEG or WebP files of 5 MB)',
    body: ticketCreateBody, multipart: true, write: true,
  },
  'manager.tickets.update': {
    method: 'PUT', path: 'manager/tickets/{id}', access: 'manager', tag: 'tickets',
    summary: 'Close or reopen a ticket', params: idParams, body: z.object({ status: z.enum(TICKET_SETTABLE_STATUSES, { error: 'The selected status is invalid.' }) }), write: true,
  },
  'manager.tickets.threads': {
    method: 'GET', path: 'manager/tickets/{id}/threads', access: 'manager', tag: 'tickets', summary: 'Threads (messages) of a ticket', params: idParams,
  },
  'manager.tickets.thread': {
    method: 'GET', path: 'manager/tickets/{id}/threads/{thread}', access: 'manager', tag: 'tickets', summary: 'One thread of a ticket', params: threadParams,
  },
  'manager.tickets.reply': {
    method: 'POST', path: 'manager/tickets/{id}/reply', access: 'manager', tag: 'tickets',
    summary: 'Reply to a ticket (multipart: message, attachments[])', params: idParams, body: ticketReplyBody, multipart: true, write: true,
  },
  'manager.tickets.attachments': {
    method: 'GET', path: 'manager/tickets/{id}/attachments', access: 'manager', tag: 'tickets', summary: 'Attachments of a ticket', params: idParams,
  },
  'manager.tickets.attachmentContent': {
    method: 'GET', path: 'manager/tickets/{id}/attachments/{att}/content', access: 'manager', tag: 'tickets',
    summary: 'Download an attachment', params: attachmentParams, response: 'file',
  },

  'manager.notifications.list': {
    method: 'GET', path: 'manager/notifications', access: 'manager', tag: 'notifications',
    summary: 'Notifications (page, per_page; default 100, the top bar asks for 5)', query: pageQueryWithDefault(NOTIFICATIONS_PAGE_SIZE),
  },
  'manager.notifications.delete': {
    method: 'DELETE', path: 'manager/notifications/{id}', access: 'manager', tag: 'notifications', summary: 'Delete a notification', params: idParams, write: true,
  },
  'manager.notifications.purge': {
    method: 'DELETE', path: 'manager/notifications', access: 'manager', tag: 'notifications', summary: 'Delete every notification of the user', write: true,
  },
  'manager.notifications.unread': {
    method: 'GET', path: 'manager/notifications/unread', access: 'manager', tag: 'notifications', summary: 'How many of the user\'s notifications are unread (the bell\'s badge)',
  },
  'manager.notifications.read': {
    // The user's own reading state: a manager-reader may mark their notifications read too.
    method: 'POST', path: 'manager/notifications/read', access: 'manager', tag: 'notifications',
    summary: 'Mark the user\'s notifications read: the given ids, or all of them without ids; answers the unread count',
    body: z.object({ ids: z.array(idInput).max(1000).optional() }).strict(),
  },

  'manager.activities.list': {
    method: 'GET', path: 'manager/activities', access: 'manager', tag: 'activityLogs', summary: 'Activity log of the company', query: dateFilterQuery,
  },
  'manager.activities.report': {
    method: 'GET', path: 'manager/activities/report', access: 'manager', tag: 'activityLogs',
    summary: 'Activity log as a csv file (same filters)', query: dateFilterQuery, response: 'file',
  },
  'manager.announcements.list': {
    method: 'GET', path: 'manager/announcements', access: 'manager', tag: 'announcements', summary: 'Published announcements', query: pageQuery,
  },
});
