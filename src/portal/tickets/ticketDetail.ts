/**
 * The meta of the ticket page's getOne: its own cache entry, because react-admin seeds the plain getOne
 * entries with the list's rows, which have no threads. The status update names it too, so that
 * react-admin's cache update lands on the page's entry.
 */
export const TICKET_DETAIL = { view: 'detail' } as const;
