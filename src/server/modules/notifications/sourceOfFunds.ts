import type { AppContext } from '../../context';
import { sourceOfFundsFacts } from '../transactions/lookups';
import { needsSourceOfFunds } from '../transactions/sourceOfFundsRule';
import type { TransactionRow } from '../transactions/resource';
import { companyRecipients, insertNotifications, publishNotifications } from './notify';

const TYPE = 'transaction.source_of_funds_missing';

/**
 * A withdrawal that needs a source of funds (sourceOfFundsRule.ts) and has none gets a
 * `transaction.source_of_funds_missing` notice for the company's users ("Set source of funds" in the portal); once the source is set, those notices go.
 */
type SourceOfFundsFacts = Pick<TransactionRow, 'id' | 'type' | 'company_id' | 'source_of_funds' | 'source_reference' | 'currency' | 'amount'>;

export const sourceOfFundsNotices = async (ctx: AppContext, transactionId: number, known?: SourceOfFundsFacts): Promise<void> => {
  // The caller's row when it has just read it (a new payment's answer), else read here.
  const tx = known?.id === transactionId ? known : await sourceOfFundsFacts(ctx.db, transactionId);
  if (!tx || tx.company_id === null) return;
  const ownNotices = ctx.db.selectFrom('notifications').select(['id', 'data']).where('company_id', '=', tx.company_id).where('type', '=', TYPE);
  if (tx.source_of_funds !== null) {
    const stale = (await ownNotices.execute()).filter((n) => n.data !== null && (JSON.parse(n.data) as { id?: unknown }).id === tx.id).map((n) => n.id);
    if (stale.length > 0) await ctx.db.deleteFrom('notifications').where('id', 'in', stale).execute();
    return;
  }
  // Only a payment the bank needs it for (sourceOfFundsRule.ts): not every payment the moment it is sent.
  if (!(await needsSourceOfFunds(ctx, tx))) return;
  const events = await insertNotifications(ctx.db, ctx.now(), {
    userIds: await companyRecipients(ctx.db, tx.company_id),
    companyId: tx.company_id,
    type: TYPE,
    title: 'Source of funds missing',
    message: `Transaction ${tx.source_reference} has no source of funds. Please set it.`,
    notificationable: { id: tx.id, service: 'transaction', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
  });
  await publishNotifications(ctx, tx.company_id, events);
};
