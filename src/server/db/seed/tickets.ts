import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DAY, HOUR, type SeedClock } from './clock';

type DemoTicket = {
  subject: string;
  priority: 'low' | 'normal' | 'high';
  daysAgo: number;
  closedDaysAgo?: number;
  /** [hours after opening, from staff?, message] */
  messages: [number, boolean, string][];
};

const TICKETS: DemoTicket[] = [
  {
    subject: 'SEPA payment to supplier not yet received',
    priority: 'high',
    daysAgo: 3,
    messages: [
      [0, false, 'Our supplier says the SEPA payment we sent on Monday has not arrived. Could you check its status?'],
      [5, true, 'The payment was executed and credited to the receiving bank the same day. Please ask the supplier to check with their bank using the reference on the wire confirmation.'],
    ],
  },
  {
    subject: 'Reference letter for our auditors',
    priority: 'low',
    daysAgo: 20,
    closedDaysAgo: 18,
    messages: [
      [0, false, 'Can the reference letter be addressed to our auditors?'],
      [20, true, 'Reference letters are issued to the account holder; you can forward the downloaded letter to your auditors.'],
      [30, false, 'Thank you, that works for us.'],
    ],
  },
];

/**
 * Two tickets of the demo company so the support pages are not empty: one answered by support, one
 * closed. No attachments (files belong to the data folder, which the seed does not write to).
 */
export const seedTickets = async (trx: Kysely<Database>, clock: SeedClock, o: { companyId: number; managerId: number; adminId: number }): Promise<void> => {
  for (const t of TICKETS) {
    const opened = t.daysAgo * DAY;
    const last = t.messages.at(-1)?.[0] ?? 0;
    const updated = t.closedDaysAgo !== undefined ? clock.before(t.closedDaysAgo * DAY) : clock.before(opened - last * HOUR);
    const status = t.closedDaysAgo !== undefined ? 'closed' : t.messages.at(-1)?.[1] ? 'answered' : 'open';
    const ticket = await trx
      .insertInto('tickets')
      .values({
        company_id: o.companyId, user_id: o.managerId, subject: t.subject, status, priority: t.priority,
        closed_at: t.closedDaysAgo !== undefined ? updated : null, created_at: clock.before(opened), updated_at: updated,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [hours, staff, message] of t.messages) {
      const at = clock.before(opened - hours * HOUR);
      await trx.insertInto('ticket_threads').values({ ticket_id: ticket.id, user_id: staff ? o.adminId : o.managerId, message, created_at: at, updated_at: at }).execute();
    }
  }
};
