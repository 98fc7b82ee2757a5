import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext, Member } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { enqueue } from '../../jobs/queue';
import { holdOf } from '../../ledger/movements';
import { formatMinor } from '../../ledger/money';
import { ratesProvider, valueInEur } from '../../ledger/rates';
import { recordActivity } from '../activityLogs/record';
import type { PaymentDraft } from '../transactions/types';
import { approvalExpiryJob } from './jobType';
import { announceApproval, type ApprovalNotice, noticeApprovers } from './notices';
import { batchRuleMet, companyRules, expiryDaysOf, type RuleRow, ruleMet, ruleSnapshot } from './rules';

/**
 * The hook of the payment path (issue 40): a payment one of the company's approval rules reaches is
 * written held (status awaiting_approval, amount + fee reserved like any pending payment) with its
 * approval, instead of going on. Every payment a manager makes goes through it: transactions/service.ts
 * createPayment (withdrawals, transfers, exchanges, conversions, card and crypto payouts) and the crypto
 * calls (sells, withdrawals).
 */

export type ApprovalHold = {
  /** The draft to write: held, with the approval written in its database transaction. */
  draft: PaymentDraft;
  /** After the commit: realtime and notifications. */
  announce: () => Promise<void>;
};

const DAY_MS = 86_400_000;

/** Money going out of (or changed on) the company's accounts: the payments the rules apply to; incoming funds (receive_crypto, deposit) are not. */
const RULED_TYPES: ReadonlySet<string> = new Set(['withdrawal', 'card', 'crypto', 'transfer', 'exchange', 'convert', 'buy_crypto', 'withdraw_crypto', 'import']);

const approvalsText = (n: number) => (n === 2 ? 'two other managers' : 'another manager');

/**
 * The rule a manager's payment meets, or null (its amount, in its currency and in EUR). `hasRules` is
 * whether the company had any rule when this request read its fee plans (transactions/drafts.ts
 * draftEnv, the same statement): false skips the read of the rules; undefined (not known) reads them.
 * A rule made concurrently with the payment is racy either way (the read below is not under a lock
 * either), and each request asks the database afresh, so every instance sees a new rule at once.
 */
export const ruleForPayment = async (ctx: AppContext, d: PaymentDraft, hasRules?: boolean): Promise<RuleRow | null> => {
  if (!RULED_TYPES.has(d.type) || hasRules === false) return null;
  const rules = await companyRules(ctx.db, d.companyId);
  if (rules.length === 0) return null;
  const eur = await valueInEur(ratesProvider(ctx), d.amount, d.source.currency, d.source.sub_unit, ctx.now());
  return ruleMet(rules, { currency: d.source.currency, amount: d.amount, eur });
};

/**
 * The held draft of a payment the company's rules hold, or null when no rule reaches it. Called after
 * every check of the payment and before its one-time code; nothing is written until the draft is.
 */
export const approvalHoldOf = async (ctx: AppContext, member: Member, d: PaymentDraft, req: FastifyRequest | null, hasRules?: boolean): Promise<ApprovalHold | null> => {
  const rule = await ruleForPayment(ctx, d, hasRules);
  if (!rule) return null;
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + (await expiryDaysOf(ctx.db, d.companyId)) * DAY_MS);
  const total = holdOf({ type: d.type, amount: d.amount, fee: d.fee });
  let notice: ApprovalNotice | null = null;
  const inTransaction = async (trx: Kysely<Database>, transactionId: number): Promise<void> => {
    if (d.inTransaction) await d.inTransaction(trx, transactionId);
    const at = nowIso(now);
    const row = await trx.insertInto('payment_approvals').values({
      company_id: d.companyId, transaction_id: transactionId, import_id: null, rule_id: rule.id, rule: ruleSnapshot(rule), required: rule.approvals_required, status: 'awaiting',
      requested_by: member.user.id, then_status: d.status, then_comment: d.statusComment, total: total.toString(), currency: d.source.currency,
      expires_at: nowIso(expiresAt), decided_by: null, decided_at: null, reason: null, created_at: at, updated_at: at,
    }).returning(['id', 'company_id', 'requested_by']).executeTakeFirstOrThrow();
    await enqueue(trx, approvalExpiryJob(row.id, expiresAt, now));
    const amount = `${formatMinor(total, d.source.sub_unit)} ${d.source.currency}`;
    await recordActivity(ctx, req, {
      type: 'approval.requested', userId: member.user.id, companyId: d.companyId, description: `Payment #${transactionId} of ${amount} held for approval by ${approvalsText(rule.approvals_required)}`,
      meta: { approval_id: row.id, transaction_id: transactionId, rule_id: rule.id },
    }, trx);
    const notifications = await noticeApprovers(trx, now, row, {
      type: 'approval.requested', title: 'Payment awaiting your approval', except: [member.user.id],
      message: `${member.user.first_name} ${member.user.last_name} asks for approval of a payment of ${amount} to ${d.beneficiary}.`,
    });
    notice = { companyId: d.companyId, approvalId: row.id, event: 'approval.created', status: 'awaiting', notifications };
  };
  return {
    draft: { ...d, status: 'awaiting_approval', statusComment: `Awaiting approval by ${approvalsText(rule.approvals_required)} of the company`, inTransaction },
    announce: async () => {
      if (notice) await announceApproval(ctx, notice);
    },
  };
};

/** An import batch as the rules measure it: the account, the valid rows' total, the largest row and the total with fees (what the inbox shows). */
export type HeldBatch = { companyId: number; currency: string; subUnit: number; total: bigint; largest: bigint; withFee: bigint };

export type ImportHold = {
  /** In the import's database transaction, instead of queuing its job: the approval, its expiry, activity and notices. */
  inTransaction: (trx: Kysely<Database>, importId: number) => Promise<void>;
  announce: () => Promise<void>;
};

/**
 * The hold of an import batch one of the company's rules reaches (by its total or its largest row, as
 * the rule says), or null. The batch is held without reserving: its rows are checked against the
 * balance when they are processed after the approval (docs/decisions.md).
 */
export const importHoldOf = async (ctx: AppContext, member: Member, b: HeldBatch, req: FastifyRequest | null): Promise<ImportHold | null> => {
  const rules = await companyRules(ctx.db, b.companyId);
  if (rules.length === 0) return null;
  const now = ctx.now();
  const eur = (v: bigint) => valueInEur(ratesProvider(ctx), v, b.currency, b.subUnit, now);
  const rule = batchRuleMet(rules, { total: { currency: b.currency, amount: b.total, eur: await eur(b.total) }, largest: { currency: b.currency, amount: b.largest, eur: await eur(b.largest) } });
  if (!rule) return null;
  const expiresAt = new Date(now.getTime() + (await expiryDaysOf(ctx.db, b.companyId)) * DAY_MS);
  let notice: ApprovalNotice | null = null;
  return {
    inTransaction: async (trx, importId) => {
      const at = nowIso(now);
      const row = await trx.insertInto('payment_approvals').values({
        company_id: b.companyId, transaction_id: null, import_id: importId, rule_id: rule.id, rule: ruleSnapshot(rule), required: rule.approvals_required, status: 'awaiting',
        requested_by: member.user.id, then_status: 'QUEUE', then_comment: 'Queued for processing', total: b.withFee.toString(), currency: b.currency,
        expires_at: nowIso(expiresAt), decided_by: null, decided_at: null, reason: null, created_at: at, updated_at: at,
      }).returning(['id', 'company_id', 'requested_by']).executeTakeFirstOrThrow();
      await enqueue(trx, approvalExpiryJob(row.id, expiresAt, now));
      const amount = `${formatMinor(b.withFee, b.subUnit)} ${b.currency}`;
      await recordActivity(ctx, req, {
        type: 'approval.requested', userId: member.user.id, companyId: b.companyId, description: `Import #${importId} of ${amount} held for approval by ${approvalsText(rule.approvals_required)}`,
        meta: { approval_id: row.id, import_id: importId, rule_id: rule.id },
      }, trx);
      const notifications = await noticeApprovers(trx, now, row, {
        type: 'approval.requested', title: 'Import awaiting your approval', except: [member.user.id],
        message: `${member.user.first_name} ${member.user.last_name} asks for approval of an import of ${amount}.`,
      });
      notice = { companyId: b.companyId, approvalId: row.id, event: 'approval.created', status: 'awaiting', notifications };
    },
    announce: async () => {
      if (notice) await announceApproval(ctx, notice);
    },
  };
};
