import { PSP_SEGMENT } from '../../../contract/constants';
import type { AppContext } from '../../context';
import { FIAT_SUB_UNIT } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { companyRecipients, insertNotifications, publishNotifications } from '../notifications/notify';
import type { PspPayment } from './adapter';

export const CREATE_WITHDRAW_TYPE = `transaction.${PSP_SEGMENT}_create_withdraw` as const;

/**
 * The PSP announced a payment of a merchant that the merchant has to fund: every manager and reader of
 * the company gets a transaction.{psp}_create_withdraw notice whose action opens the withdrawal form with
 * the fx shortcut. A payment of a merchant Kontor does not know is ignored (false).
 */
export const announcePspPayment = async (ctx: AppContext, provider: string, merchantId: string, payment: PspPayment): Promise<boolean> => {
  const link = await ctx.db.selectFrom('psp_links').selectAll().where('provider', '=', provider).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!link) return false;
  const recipients = await companyRecipients(ctx.db, link.company_id);
  const amount = `${formatMinor(payment.amount, FIAT_SUB_UNIT)} ${payment.currency}`;
  const events = await insertNotifications(ctx.db, ctx.now(), {
    userIds: recipients,
    companyId: link.company_id,
    type: CREATE_WITHDRAW_TYPE,
    title: 'PSP deposit requested',
    message: `The PSP asks you to fund payment ${payment.paymentId} (${payment.reference}) with ${amount}. Create the withdrawal to pay it.`,
    notificationable: { id: link.id, service: PSP_SEGMENT, compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false }, external_id: payment.paymentId },
  });
  await publishNotifications(ctx, link.company_id, events);
  return true;
};
