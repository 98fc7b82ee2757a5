import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TransactionRow } from '../transactions/resource';
import { companyRecipients, insertNotifications, type NotificationCreatedEvent } from './notify';

/** Notices of one company, stored in a transaction and announced after its commit. */
export type CompanyNotices = { companyId: number; events: NotificationCreatedEvent[] };

/**
 * The bank rejected a customer's payment: the company's users are told why, like any other change of
 * their payments (issue 43), with the way to the payment. Written in the caller's database transaction,
 * so a rejection and its notice commit together; the caller announces the events after the commit.
 */
export const paymentRejectedNotices = async (
  trx: Kysely<Database>, now: Date, t: Pick<TransactionRow, 'id' | 'company_id' | 'source_reference'>, reason: string,
): Promise<CompanyNotices | null> => {
  if (t.company_id === null) return null;
  const events = await insertNotifications(trx, now, {
    userIds: await companyRecipients(trx, t.company_id),
    companyId: t.company_id,
    type: 'transaction.rejected',
    title: 'Payment rejected',
    message: `Payment ${t.source_reference} was rejected: ${reason}`,
    notificationable: { id: t.id, service: 'transaction', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
  });
  return { companyId: t.company_id, events };
};
