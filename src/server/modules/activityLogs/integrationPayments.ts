import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { formatMinor } from '../../ledger/money';
import type { PaymentDraft } from '../transactions/service';
import { type ActivityType, recordActivity } from './record';

type PaymentShape = { type: string; transferService: string | null; details: Record<string, unknown> };

/**
 * Payments that belong to an integration are logged as that integration's activity (a withdrawal to a
 * remote portal account, a PSP deposit), in the payment's own database transaction; the generic
 * "transaction created" of moneyAudit skips them, so one action is one entry.
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

/** The in-transaction writer of a manager's integration payment, or undefined for any other payment. */
export const integrationPaymentAudit = (ctx: AppContext, req: FastifyRequest, draft: PaymentDraft) => {
  const type = integrationPaymentActivity(draft);
  if (!type || draft.userId === null) return undefined;
  const userId = draft.userId;
  return async (trx: Kysely<Database>, transactionId: number): Promise<void> => {
    const row = await trx.selectFrom('transactions').select('source_reference').where('id', '=', transactionId).executeTakeFirstOrThrow();
    const meta: Record<string, unknown> = { transaction_id: transactionId };
    for (const key of ['portal_service', 'portal_destination_account_id', 'psp_payment_id', 'psp_provider']) if (draft.details[key] !== undefined) meta[key] = draft.details[key];
    await recordActivity(ctx, req, { type, userId, companyId: draft.companyId, description: describe(type, row.source_reference, draft), meta }, trx);
  };
};
