import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { formatMinor } from '../../ledger/money';
import type { PaymentDraft } from '../transactions/types';
import { type ActivityType, recordActivity } from './record';

type PaymentShape = { type: string; transferService: string | null; details: Record<string, unknown> };

/**
 * Payments that belong to an integration are logged as that integration's activity (a withdrawal to a
 * remote portal account, a PSP deposit) instead of the generic "transaction created", so one action is
 * one entry.
 */
export const integrationPaymentActivity = (p: PaymentShape): ActivityType | null => {
  if (p.type !== 'withdrawal') return null;
  if (p.details.is_flexpsp_deposit === true) return 'psp.deposit_created';
  if (p.transferService === 'portal') return 'portal.withdrawal_created';
  return null;
};

const describe = (type: ActivityType, reference: string, draft: PaymentDraft): string => {
  const amount = `${formatMinor(draft.amount, draft.source.sub_unit)} ${draft.source.currency}`;
  if (type === 'psp.deposit_created') return `PSP deposit ${reference} of ${amount} for PSP payment ${String(draft.details.psp_payment_id)}`;
  return `Portal withdrawal ${reference} of ${amount} to ${String(draft.details.portal_service)} account ${String(draft.details.portal_destination_account_id)}`;
};

/** The activity text of a manager's new payment. */
export const transactionCreated = (reference: string): string => `Transaction ${reference} created`;

/**
 * The activity of a payment a manager creates, written in the payment's own database transaction: the
 * integration's entry for an integration payment, else "Transaction … created". So a payment and its
 * activity commit together (or neither), and a payment costs one commit, not two.
 */
export const paymentActivityWriter = (ctx: AppContext, req: FastifyRequest | null, draft: PaymentDraft) => {
  if (draft.userId === null) return undefined;
  const userId = draft.userId;
  const integration = integrationPaymentActivity(draft);
  return async (trx: Kysely<Database>, transactionId: number, reference: string): Promise<void> => {
    if (!integration) {
      await recordActivity(ctx, req, { type: 'transaction.created', userId, companyId: draft.companyId, description: transactionCreated(reference), meta: { transaction_id: transactionId } }, trx);
      return;
    }
    const meta: Record<string, unknown> = { transaction_id: transactionId };
    for (const key of ['portal_service', 'portal_destination_account_id', 'psp_payment_id', 'psp_provider']) if (draft.details[key] !== undefined) meta[key] = draft.details[key];
    await recordActivity(ctx, req, { type: integration, userId, companyId: draft.companyId, description: describe(integration, reference, draft), meta }, trx);
  };
};
