import { z } from 'zod';
import { PORTAL_SERVICE_PROVIDERS } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { ownAccount } from '../bankAccounts/queries';
import { companyById } from '../companies/queries';
import { writePayment } from '../transactions/payments';
import type { PaymentDraft } from '../transactions/types';
import { companyLink, tokenOf } from './links';
import { activeRules } from './incoming';
import { isRemoteRefusal, type RemoteMovement, remoteFailureMessage } from './provider';
import { remoteCall } from './remote';
import { SANDBOX_PROFILES } from './sandboxProfiles';

const payload = z.object({
  service: z.enum(PORTAL_SERVICE_PROVIDERS),
  movement_ref: z.string().min(1),
  account: z.string().min(1),
  amount: z.string().regex(/^\d+$/),
  currency: z.string().min(3),
});

/**
 * Runs the automatic transfers of one remote movement: for each active rule of the remote account, the
 * amount is taken out of the remote account (reference `auto-{rule}-{movement}`, applied once by the
 * provider) and credited to the rule's own account as an approved deposit through the ledger, with the
 * run row in the same database transaction (unique per rule and movement): a movement is swept once,
 * whatever the retries. Provider down or slow: the job is retried later.
 */
export const autoTransferJobHandler = (ctx: AppContext): JobHandler => async (job) => {
  const parsed = payload.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
  const m: RemoteMovement = { service: parsed.data.service, movementRef: parsed.data.movement_ref, account: parsed.data.account, amount: BigInt(parsed.data.amount), currency: parsed.data.currency };
  const done: number[] = [];
  for (const rule of await activeRules(ctx.db, m.service, m.account).execute()) {
    const ran = await ctx.db.selectFrom('portal_auto_transfer_runs').select('transaction_id').where('rule_id', '=', rule.id).where('movement_ref', '=', m.movementRef).executeTakeFirst();
    if (ran) continue;
    const link = await companyLink(ctx.db, rule.company_id, rule.service);
    if (!link) throw new PermanentJobError(`Company ${rule.company_id} is no longer signed up at ${rule.service}.`);
    const account = await ownAccount(ctx.db, rule.company_id, rule.bank_account_id);
    if (!account) throw new PermanentJobError(`Account ${rule.bank_account_id} of rule ${rule.id} is gone.`);
    if (account.currency !== m.currency) throw new PermanentJobError(`Rule ${rule.id}: the remote movement is in ${m.currency}, the account in ${account.currency}.`);
    try {
      await remoteCall(ctx, m.service, (p, signal) => p.debit(m.service, tokenOf(ctx, link), { account: m.account, amount: m.amount, currency: m.currency, reference: `auto-${rule.id}-${m.movementRef}` }, signal));
    } catch (e) {
      // Refused (not enough funds any more, closed account): retrying cannot help. Down or slow: retried.
      if (isRemoteRefusal(e)) throw new PermanentJobError(`Rule ${rule.id}: ${remoteFailureMessage(e)}`);
      throw e;
    }
    const company = await companyById(ctx.db, rule.company_id);
    if (!company) throw new PermanentJobError(`Company ${rule.company_id} of rule ${rule.id} is gone.`);
    const label = SANDBOX_PROFILES[m.service].label;
    const draft: PaymentDraft = {
      companyId: rule.company_id, userId: rule.created_by, type: 'deposit', source: account, destination: null, agentId: null,
      amount: m.amount, fee: 0n, feeType: null, toAmount: null, rate: null, protocol: 'PORTAL_TRANSFER', transferService: 'portal',
      remitter: `${label} ${m.account}`, beneficiary: company.name, refMessage: `Automatic transfer from ${label} ${m.account}`,
      details: { portal_service: m.service, portal_source_account_id: m.account, auto_transfer_id: rule.id, remote_movement: m.movementRef },
      originalTransactionId: null, bypassDuplicate: true, duplicateKey: null, status: 'approved', statusComment: `Automatic transfer ${rule.id} from ${label}`,
    };
    const at = nowIso(ctx.now());
    try {
      const id = await writePayment(ctx, draft, {
        inTransaction: async (trx, transactionId) => {
          await trx.insertInto('portal_auto_transfer_runs').values({ rule_id: rule.id, movement_ref: m.movementRef, transaction_id: transactionId, created_at: at }).execute();
        },
      });
      done.push(id);
    } catch (e) {
      // Another worker recorded the same run in between: its deposit stands, this one rolled back.
      const again = await ctx.db.selectFrom('portal_auto_transfer_runs').select('id').where('rule_id', '=', rule.id).where('movement_ref', '=', m.movementRef).executeTakeFirst();
      if (!again) throw e;
    }
  }
  return { transaction_ids: done };
};
