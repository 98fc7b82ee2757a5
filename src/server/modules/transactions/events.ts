import type { Insertable, Kysely } from 'kysely';
import { actingAdminOf } from '../../auth/actingAdmin';
import { allKeys, preparedDeferred } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { TransactionEventsTable } from '../../db/schemaDomain';
import { type PreReadEndpoints, recordPaymentWebhook } from '../../webhooks/record';

type NewEvent = Required<Omit<Insertable<TransactionEventsTable>, 'id'>>;
const insertEvent = preparedDeferred(allKeys<NewEvent>()(['transaction_id', 'status', 'user_id', 'comment', 'acting_admin_id', 'created_at']), (db, v: NewEvent) => db.insertInto('transaction_events').values(v));

/**
 * Appends to a transaction's status history (its detail and admin history pages), in the caller's
 * database transaction; under act-as it names the acting admin too. `endpoints`: the company's live
 * webhook endpoints when the caller read them before its transaction (the payment path, so that no
 * read waits under the account's lock: webhooks/record.ts companyEndpoints); without, they are read here.
 */
export const recordEvent = async (
  db: Kysely<Database>, transactionId: number, status: string, userId: number | null, comment: string | null, at: string, created = false, endpoints?: PreReadEndpoints,
): Promise<void> => {
  await insertEvent(db, { transaction_id: transactionId, status, user_id: userId, comment, acting_admin_id: actingAdminOf(db), created_at: at });
  // The company's webhooks hear of it in the same database transaction (issue 41).
  await recordPaymentWebhook(db, transactionId, status, created, at, endpoints);
};
