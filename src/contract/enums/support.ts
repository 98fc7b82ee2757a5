// ---------------------------------------------------------------- support

/** Ticket statuses (project decision). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Statuses a manager may set (close, reopen); "answered" is set by a staff reply (project decision). */
export const TICKET_SETTABLE_STATUSES = ['open', 'closed'] as const;
/** Ticket priorities (project decision; the tickets table has a priority column). */
export const TICKET_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
