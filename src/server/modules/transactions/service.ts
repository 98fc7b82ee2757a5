import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { GrandTotal, TransactionsMetadata } from '../../../contract/entities';
import type { TransactionCreateKind } from '../../../contract/enums';
import type { AppContext, CompanyRow, Member } from '../../context';
import type { Database } from '../../db/schema';
import { paymentActivityWriter } from '../activityLogs/integrationPayments';
import { approvalHoldOf } from '../approvals/hold';
import { transactionComplianceCheck } from '../compliance/transactionCheck';
import { sourceOfFundsNotices } from '../notifications/sourceOfFunds';
import { denyTransaction } from './decisions';
import { buildDraft, draftEnv } from './drafts';
import type { TransactionFilters } from './filters';
import { computeGrandTotal, type GrandTotalInput } from './grandTotal';
import { managerScope } from './managerScope';
import { checkPayment, writePayment } from './payments';
import { listTransactions, oneResource, ownTransaction, setSourceOfFunds, transactionsByIds, transactionsMetadata } from './queries';
import { payeeOf, type TransactionResource, transactionResources, type TransactionRow } from './resource';
import type { PaymentDraft } from './types';

/**
 * The transactions of a company as its managers read and make them: what the routes of
 * manager/transactions and manager/grand-total call.
 */

/** The grand total of a payment form while the manager types (computeGrandTotal). */
export const grandTotal = async (ctx: AppContext, member: Member, kind: Parameters<typeof computeGrandTotal>[1], input: GrandTotalInput): Promise<GrandTotal> =>
  computeGrandTotal(await draftEnv(ctx, member.user, member.company), kind, input);

/**
 * A payment checked and priced as createPayment would (fields, ids, limits, duplicate, balance) but not
 * made: what an API key asks for, waiting for a person's one-time code (issue 41, modules/apiKeys).
 */
export const checkedPayment = async (ctx: AppContext, member: Member, kind: TransactionCreateKind, body: unknown): Promise<{ accountId: number; amount: bigint; fee: bigint; currency: string; beneficiary: string }> => {
  const draft = await buildDraft(await draftEnv(ctx, member.user, member.company), kind, body);
  await checkPayment(ctx, draft);
  return { accountId: draft.source.id, amount: draft.amount, fee: draft.fee, currency: draft.source.currency, beneficiary: draft.beneficiary };
};

/** What a new payment needs besides its body: the call's one-time code, its Idempotency-Key claim, the request (activity log, log). */
export type PaymentExtras = {
  /** Asks for the caller's one-time code: resolves when it is right, throws otp-required otherwise. */
  confirmOtp: () => Promise<void>;
  idempotencyId: number | undefined;
  /** The request; null for a payment a job makes (a standing order's run: confirmed when the order was). */
  req: FastifyRequest | null;
  /** Writes of the caller that must commit with the payment (a standing order's run), in its database transaction. */
  inTransaction?: (trx: Kysely<Database>, transactionId: number) => Promise<void>;
};

/**
 * A payment body checked for its fields, ids and payee and priced (as createPayment would) but not
 * checked against the balance, limits or duplicates, which apply when it is made: what a scheduled
 * payment keeps until its date (modules/schedules).
 */
export const draftedPayment = async (ctx: AppContext, member: Member, kind: TransactionCreateKind, body: unknown): Promise<PaymentDraft> =>
  buildDraft(await draftEnv(ctx, member.user, member.company), kind, body);

/**
 * A manager's new payment of one kind: every check first (fields, ids, limits, duplicate, balance),
 * then the one-time code, then one database transaction with the payment, its compliance tracking and
 * its activity (the call's write gate refuses any write before the code). Answers the new transaction.
 */
export const createPayment = async (ctx: AppContext, member: Member, kind: TransactionCreateKind, body: unknown, x: PaymentExtras): Promise<TransactionResource> => {
  const env = await draftEnv(ctx, member.user, member.company);
  const built = await buildDraft(env, kind, body);
  await checkPayment(ctx, built);
  // A payment one of the company's approval rules reaches is written held for its approvers (issue 40).
  const hold = await approvalHoldOf(ctx, member, built, x.req, env.presence?.approvalRules);
  const draft = hold?.draft ?? built;
  await x.confirmOtp();
  const check = transactionComplianceCheck(ctx, built, env.company.legal_type);
  const audit = paymentActivityWriter(ctx, x.req, draft);
  const inTransaction = async (trx: Kysely<Database>, transactionId: number, reference: string): Promise<void> => {
    if (check.inTransaction) await check.inTransaction(trx, transactionId);
    if (audit) await audit(trx, transactionId, reference);
    if (x.inTransaction) await x.inTransaction(trx, transactionId);
  };
  const id = await writePayment(ctx, draft, { idempotencyId: x.idempotencyId, inTransaction, companyHasWebhooks: env.presence?.webhooks });
  await check.announce();
  await hold?.announce();
  const row = await ownTransaction(ctx, env.company.id, id);
  // A withdrawal without a source of funds: the company's users are asked for it. The payment is
  // committed; a failure here is logged, not answered.
  await sourceOfFundsNotices(ctx, id, row).catch((err: unknown) => x.req?.log.error({ err }, 'source of funds notice of a new payment not sent'));
  return oneResource(ctx, row, false, draft.destination ? [draft.source, draft.destination] : [draft.source]);
};

/** A page of the company's transactions as its managers see them (from the settings' log date on). */
export const companyTransactions = async (ctx: AppContext, company: CompanyRow, f: TransactionFilters): Promise<{ data: TransactionResource[]; total: number }> =>
  listTransactions(ctx, f, await managerScope(ctx, company), false);

export const companyTransactionsMetadata = async (ctx: AppContext, company: CompanyRow, f: TransactionFilters): Promise<TransactionsMetadata> =>
  transactionsMetadata(ctx, f, await managerScope(ctx, company));

/** The company's transactions of these ids its managers may see. */
export const companyTransactionItems = async (ctx: AppContext, company: CompanyRow, ids: readonly number[]): Promise<TransactionResource[]> =>
  transactionResources(ctx.db, await transactionsByIds(ctx, company.id, (await managerScope(ctx, company)).fromLogDate, ids));

/** The company's transaction as the manager may see it (show_transactions_from_log_date applied), or 404. */
const visibleTransaction = async (ctx: AppContext, company: CompanyRow, id: number): Promise<TransactionRow> =>
  ownTransaction(ctx, company.id, id, (await managerScope(ctx, company)).fromLogDate);

/** One transaction with the payee it was sent to (a repeat fills the form again). */
export const companyTransaction = async (ctx: AppContext, company: CompanyRow, id: number) => {
  const row = await visibleTransaction(ctx, company, id);
  return { ...(await oneResource(ctx, row)), payee: payeeOf(row) };
};

/** The manager names where the money of a transaction came from (1 business, 2 customer). */
export const giveSourceOfFunds = async (ctx: AppContext, company: CompanyRow, id: number, sourceId: number): Promise<{ data: TransactionResource; message: string }> => {
  const row = await visibleTransaction(ctx, company, id);
  await setSourceOfFunds(ctx.db, row.id, sourceId, ctx.now());
  const updated = await ownTransaction(ctx, company.id, row.id);
  return { data: await oneResource(ctx, updated), message: `Transaction ${updated.source_reference} updated successfully!` };
};

/** The manager withdraws a pending transaction of the company (decisions.ts denyTransaction). */
export const denyCompanyTransaction = async (ctx: AppContext, member: Member, id: number): Promise<{ data: TransactionResource; message: string }> => {
  await visibleTransaction(ctx, member.company, id);
  await denyTransaction(ctx, member.company.id, member.user.id, id);
  return { data: await oneResource(ctx, await ownTransaction(ctx, member.company.id, id)), message: 'Transaction denied.' };
};
