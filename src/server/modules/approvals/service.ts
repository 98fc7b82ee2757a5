import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApprovalDecisionResult, ApprovalStatus, PaymentApproval } from '../../../contract/approvals';
import type { AppContext, Member } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { forbidden, invalid, notFound } from '../../domain/errors';
import type { LedgerTx } from '../../ledger/locks';
import { recordActivity } from '../activityLogs/record';
import { accountTransaction } from '../bankAccounts/events';
import { refuseHeldImportIn, releaseHeldImportIn } from '../imports/approvalHold';
import { publishImportById } from '../imports/importResource';
import { recordTimeline } from '../timeline/record';
import { type AwaitingOutcome, settleAwaitingIn } from '../transactions/awaiting';
import { recordEvent } from '../transactions/events';
import { announceApproval, type ApprovalNotice, noticeApprovers } from './notices';
import { approvalOfTransaction, approvalPage, approvalResources, type ApprovalRow, approvalsOfCompany, lockApproval, votesOf } from './queries';

/** The approvals inbox of a company: its held payments and import batches, approved or rejected by its managers (issue 40). */

export const listApprovals = async (ctx: AppContext, member: Member, q: { status: ApprovalStatus; page: number; per_page: number }): Promise<{ data: PaymentApproval[]; total: number }> => {
  const { rows, total } = await approvalPage(ctx.db, member.company.id, q.status, q.page, q.per_page);
  return { data: await approvalResources(ctx.db, rows, member.user), total };
};

export const oneApproval = async (ctx: AppContext, member: Member, id: number): Promise<PaymentApproval> => {
  const [row] = await approvalsOfCompany(ctx.db, member.company.id, [id]);
  if (!row) throw notFound('Approval not found.');
  return (await approvalResources(ctx.db, [row], member.user))[0] as PaymentApproval;
};

/** The company's approval of a payment (the admin's transaction answer shows its rule and approvers), or null. */
export const transactionApproval = async (ctx: AppContext, transactionId: number): Promise<PaymentApproval | null> => {
  const row = await approvalOfTransaction(ctx.db, transactionId);
  return row ? ((await approvalResources(ctx.db, [row], null))[0] ?? null) : null;
};

/** The company's approvals of these ids, each of them (another company's, or an unknown id: 404 for the whole request). */
const ownApprovals = async (ctx: AppContext, member: Member, ids: readonly number[]): Promise<{ sorted: number[]; rows: ApprovalRow[] }> => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await approvalsOfCompany(ctx.db, member.company.id, sorted);
  if (rows.length !== sorted.length) throw notFound('Approval not found.');
  return { sorted, rows };
};

const NOT_AWAITING = (id: number) => `Approval #${id} is no longer awaiting a decision.`;
export const SELF_APPROVAL = 'You cannot approve a payment you asked for: another manager of the company must approve it.';

/** Refusals found before the code is asked for: what is no longer awaiting, what the caller asked for or already approved. */
const checkDecidable = async (ctx: AppContext, member: Member, rows: readonly ApprovalRow[], action: 'approve' | 'reject'): Promise<void> => {
  const errors: Record<string, string[]> = {};
  const votes = action === 'approve' ? await votesOf(ctx.db, rows.map((r) => r.id)) : [];
  for (const [i, r] of rows.entries()) {
    if (r.status !== 'awaiting') errors[`ids.${i}`] = [NOT_AWAITING(r.id)];
    else if (action === 'approve' && r.requested_by === member.user.id) throw forbidden(SELF_APPROVAL);
    else if (votes.some((v) => v.approval_id === r.id && v.user_id === member.user.id)) errors[`ids.${i}`] = [`You have already approved #${r.id}.`];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
};

const nameOf = (member: Member) => `${member.user.first_name} ${member.user.last_name}`.trim();
const subjectOf = (r: ApprovalRow) => (r.transaction_id !== null ? `Payment #${r.transaction_id}` : `Import #${r.import_id ?? r.id}`);

/** The approval row as it is in the step's transaction (locked), still awaiting, else the whole request is refused. */
const lockAwaiting = async (tx: LedgerTx, id: number): Promise<ApprovalRow> => {
  const row = await lockApproval(tx, id);
  if (!row || row.status !== 'awaiting') throw invalid({ ids: [NOT_AWAITING(id)] });
  return row;
};

/**
 * Approves held payments, all or none, confirmed by a one-time code bound to exactly these ids. Each
 * approval counts once per manager; the one who asked never approves. A payment with all its approvals
 * goes on as it would have without the rule (posted, or on to the bank's approval); an import batch is
 * queued for processing.
 */
export const approvePayments = async (ctx: AppContext, member: Member, ids: readonly number[], confirmOtp: (payload: unknown) => Promise<void>, req: FastifyRequest): Promise<ApprovalDecisionResult> => {
  const { sorted, rows } = await ownApprovals(ctx, member, ids);
  await checkDecidable(ctx, member, rows, 'approve');
  await confirmOtp({ action: 'approve', ids: sorted });
  const now = ctx.now();
  const at = nowIso(now);
  const notices: ApprovalNotice[] = [];
  const importsDone: number[] = [];
  await accountTransaction(ctx, async (trx) => {
    const tx: LedgerTx = { db: trx, engine: ctx.engine };
    const outcomes: AwaitingOutcome[] = [];
    for (const id of sorted) {
      const row = await lockAwaiting(tx, id);
      if (row.requested_by === member.user.id) throw forbidden(SELF_APPROVAL);
      const inserted = await trx.insertInto('payment_approval_votes').values({ approval_id: id, user_id: member.user.id, created_at: at })
        .onConflict((oc) => oc.columns(['approval_id', 'user_id']).doNothing()).returning('id').executeTakeFirst();
      if (!inserted) throw invalid({ ids: [`You have already approved #${id}.`] });
      const count = (await votesOf(trx, [id])).length;
      const done = count >= row.required;
      const step = `${nameOf(member)} approved (${Math.min(count, row.required)} of ${row.required})`;
      if (done) {
        await trx.updateTable('payment_approvals').set({ status: 'approved', decided_by: member.user.id, decided_at: at, updated_at: at }).where('id', '=', id).execute();
        if (row.transaction_id !== null) outcomes.push({ id: row.transaction_id, to: 'proceed', status: row.then_status, comment: `Approved by the company: ${step}. ${row.then_comment}` });
        if (row.import_id !== null) {
          await releaseHeldImportIn(ctx, trx, row.import_id, member.user.id, step, now);
          importsDone.push(row.import_id);
        }
      } else {
        await trx.updateTable('payment_approvals').set({ updated_at: at }).where('id', '=', id).execute();
        await approvalStepEvent(trx, row, member.user.id, step, at);
      }
      await recordActivity(ctx, req, {
        type: 'approval.approved', userId: member.user.id, companyId: member.company.id, description: `${subjectOf(row)}: ${step}${done ? ', released' : ''}`,
        meta: { approval_id: id, transaction_id: row.transaction_id, import_id: row.import_id, approvals: count, required: row.required },
      }, trx);
      const notifications = await noticeApprovers(trx, now, row, {
        type: 'approval.updated', title: done ? 'Payment approved' : 'Payment approval recorded', except: [member.user.id],
        message: `${subjectOf(row)}: ${step}.${done ? ' It goes on.' : ''}`,
      });
      notices.push({ companyId: row.company_id, approvalId: id, event: 'approval.updated', status: done ? 'approved' : 'awaiting', notifications });
    }
    await settleAwaitingIn(ctx, trx, outcomes, member.user.id, now);
  });
  for (const n of notices) await announceApproval(ctx, n);
  for (const id of importsDone) await publishImportById(ctx, id);
  const data = await approvalResources(ctx.db, await approvalsOfCompany(ctx.db, member.company.id, sorted), member.user);
  return { data, message: sorted.length === 1 ? 'Approval recorded.' : `${sorted.length} approvals recorded.` };
};

/** A held payment's history (or an import's timeline) tells of one approval that did not yet release it. */
const approvalStepEvent = async (trx: Kysely<Database>, row: ApprovalRow, userId: number, step: string, at: string): Promise<void> => {
  if (row.transaction_id !== null) await recordEvent(trx, row.transaction_id, 'awaiting_approval', userId, step, at);
  else if (row.import_id !== null) await recordTimeline(trx, { entityClass: 'import', entityId: row.import_id, event: 'approval_step', changes: { approval: { old: null, new: step } }, userId, at });
};

/** Ends held payments (rejected by a manager, or expired): released, denied with the reason, in the caller's transaction. */
const refuseIn = async (ctx: AppContext, trx: Kysely<Database>, rows: readonly ApprovalRow[], status: 'rejected' | 'expired', reason: string, userId: number | null, now: Date): Promise<void> => {
  const at = nowIso(now);
  const outcomes: AwaitingOutcome[] = [];
  for (const row of rows) {
    await trx.updateTable('payment_approvals').set({ status, reason, decided_by: userId, decided_at: at, updated_at: at }).where('id', '=', row.id).execute();
    if (row.transaction_id !== null) outcomes.push({ id: row.transaction_id, to: 'refuse', reason });
    if (row.import_id !== null) await refuseHeldImportIn(ctx, trx, row.import_id, userId, reason, now);
  }
  await settleAwaitingIn(ctx, trx, outcomes, userId, now);
};

/** Rejects held payments with a reason, all or none (the one who asked may withdraw theirs this way); the holds are released. */
export const rejectPayments = async (ctx: AppContext, member: Member, ids: readonly number[], reason: string, confirmOtp: (payload: unknown) => Promise<void>, req: FastifyRequest): Promise<ApprovalDecisionResult> => {
  const { sorted, rows } = await ownApprovals(ctx, member, ids);
  await checkDecidable(ctx, member, rows, 'reject');
  await confirmOtp({ action: 'reject', ids: sorted, reason });
  const now = ctx.now();
  const notices: ApprovalNotice[] = [];
  const why = `Rejected by ${nameOf(member)}: ${reason}`;
  await accountTransaction(ctx, async (trx) => {
    const tx: LedgerTx = { db: trx, engine: ctx.engine };
    const locked: ApprovalRow[] = [];
    for (const id of sorted) locked.push(await lockAwaiting(tx, id));
    await refuseIn(ctx, trx, locked, 'rejected', why, member.user.id, now);
    for (const row of locked) {
      await recordActivity(ctx, req, { type: 'approval.rejected', userId: member.user.id, companyId: member.company.id, description: `${subjectOf(row)}: ${why}`, meta: { approval_id: row.id, transaction_id: row.transaction_id, import_id: row.import_id } }, trx);
      const notifications = await noticeApprovers(trx, now, row, { type: 'approval.updated', title: 'Payment rejected', message: `${subjectOf(row)}: ${why}`, except: [member.user.id] });
      notices.push({ companyId: row.company_id, approvalId: row.id, event: 'approval.updated', status: 'rejected', notifications });
    }
  });
  for (const n of notices) await announceApproval(ctx, n);
  for (const row of rows) if (row.import_id !== null) await publishImportById(ctx, row.import_id);
  const data = await approvalResources(ctx.db, await approvalsOfCompany(ctx.db, member.company.id, sorted), member.user);
  return { data, message: sorted.length === 1 ? 'Payment rejected.' : `${sorted.length} payments rejected.` };
};

/**
 * Expires one held payment whose time is up (the expiry job), in the job's fenced database
 * transaction: released and denied, told to the company. Answers what it did; an approval decided
 * meanwhile is left as it is.
 */
export const expireApprovalIn = async (ctx: AppContext, trx: Kysely<Database>, approvalId: number, now: Date): Promise<{ expired: boolean; notice: ApprovalNotice | null; importId: number | null }> => {
  const row = await lockApproval({ db: trx, engine: ctx.engine }, approvalId);
  if (!row || row.status !== 'awaiting' || row.expires_at > nowIso(now)) return { expired: false, notice: null, importId: null };
  const days = Math.round((new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000);
  const why = `Expired: not approved within ${days} day${days === 1 ? '' : 's'}`;
  await refuseIn(ctx, trx, [row], 'expired', why, null, now);
  await recordActivity(ctx, null, { type: 'approval.expired', userId: null, companyId: row.company_id, description: `${subjectOf(row)}: ${why}`, meta: { approval_id: row.id, transaction_id: row.transaction_id, import_id: row.import_id } }, trx);
  const notifications = await noticeApprovers(trx, now, row, { type: 'approval.updated', title: 'Payment expired', message: `${subjectOf(row)}: ${why}`, except: [] });
  return { expired: true, notice: { companyId: row.company_id, approvalId: row.id, event: 'approval.updated', status: 'expired', notifications }, importId: row.import_id };
};
