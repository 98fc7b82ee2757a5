import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A product payment the company received, with its product's name; undefined for another company's or an unknown id. */
export const receivedPayment = async (db: Kysely<Database>, companyId: number, id: number) =>
  db
    .selectFrom('product_payments')
    .innerJoin('products', 'products.id', 'product_payments.product_id')
    .selectAll('product_payments')
    .select('products.name as product_name')
    .where('product_payments.id', '=', id)
    .where('product_payments.company_id', '=', companyId)
    .executeTakeFirst();

export type ReceivedPayment = NonNullable<Awaited<ReturnType<typeof receivedPayment>>>;

/** Marks a paid product payment as forwarded by the transaction, once: false when it was forwarded already. */
export const markForwarded = async (trx: Kysely<Database>, paymentId: number, transactionId: number): Promise<boolean> => {
  const linked = await trx.updateTable('product_payments').set({ forwarded_transaction_id: transactionId }).where('id', '=', paymentId).where('forwarded_transaction_id', 'is', null).executeTakeFirst();
  return Number(linked.numUpdatedRows) === 1;
};
