import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { AccountRow } from '../../ledger/locks';
import { readSettings } from '../../ledger/settings';
import { recordActivity } from '../activityLogs/record';
import { blacklistedAgents } from '../beneficiaries/blacklistQueries';
import { announceOpened, type OpenedTracking, openTracking } from '../compliance/open';
import { transactionReference } from '../transactions/lookups';
import { writePaymentIn } from '../transactions/payments';
import type { PaymentDraft } from '../transactions/types';

/** An incoming deposit as the recall rule needs it. */
export type IncomingDeposit = {
  companyId: number;
  companyName: string;
  legalType: string | null;
  account: AccountRow;
  amount: bigint;
  senderIban: string | null;
  senderName: string | null;
};

export type Recall = { recallId: number; trackingId: number };

/**
 * autorecall_deposit_from_blacklisted_agent (document 1 settings; docs/decisions.md "Blacklisted agents"):
 * while the setting is on, a deposit whose sender IBAN is a blacklisted agent's is credited and, in the
 * same database transaction, reversed by an approved recall (a withdrawal of the same amount to the
 * settlement account, no fee, `original_transaction_id` = the deposit), and the company gets a
 * TRANSACTION_RECALL compliance tracking on the deposit. `inTransaction` goes into the deposit's write;
 * `announce` runs after the commit; `recall` says what happened. Setting off or sender clean: nothing.
 */
export const depositAutorecall = (ctx: AppContext, req: FastifyRequest, deposit: IncomingDeposit) => {
  let opened: OpenedTracking | null = null;
  let recall: Recall | null = null;
  const inTransaction = async (trx: Kysely<Database>, depositId: number): Promise<void> => {
    if (!deposit.senderIban) return;
    if (!(await readSettings(trx)).autorecall_deposit_from_blacklisted_agent) return;
    const agents = await blacklistedAgents(trx, deposit.senderIban);
    if (agents.length === 0) return;
    const reference = await transactionReference(trx, depositId);
    const own = agents.find((a) => a.company_id === deposit.companyId);
    const draft: PaymentDraft = {
      companyId: deposit.companyId, userId: null, type: 'withdrawal', source: deposit.account, destination: null, agentId: own?.id ?? null,
      amount: deposit.amount, fee: 0n, feeType: null, toAmount: null, rate: null, protocol: 'INTERNAL', transferService: null,
      remitter: deposit.companyName, beneficiary: deposit.senderName ?? deposit.senderIban, refMessage: `Recall of deposit ${reference}`,
      details: { recall_of: depositId, autorecall: true, sender_iban: deposit.senderIban },
      originalTransactionId: depositId, bypassDuplicate: true, duplicateKey: null, status: 'approved',
      statusComment: `Automatic recall of deposit ${reference}: the sender is blacklisted agent ${agents.map((a) => `#${a.id}`).join(', ')}`,
    };
    const recallId = await writePaymentIn(ctx, trx, draft);
    opened = await openTracking(trx, ctx.now(), { companyId: deposit.companyId, subjectType: 'transaction', subjectId: depositId, category: 'TRANSACTION_RECALL', legalType: deposit.legalType });
    await recordActivity(ctx, req, {
      type: 'transaction.recalled', userId: null, companyId: deposit.companyId,
      description: `Deposit ${reference} recalled by transaction #${recallId}`,
      meta: { transaction_id: depositId, recall_transaction_id: recallId, compliance_tracking_id: opened.tracking.id },
    }, trx);
    recall = { recallId, trackingId: opened.tracking.id };
  };
  const announce = async (): Promise<void> => {
    if (opened) await announceOpened(ctx, opened);
  };
  return { inTransaction, announce, recall: (): Recall | null => recall };
};
