import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { AdminTransactionStatistics, TransactionHistoryEntry } from '../../../contract/entities';
import type { AdminTransactionMode, PeriodPreset } from '../../../contract/enums';
import { hmac } from '../../auth/secrets';
import type { AppContext, UserRow } from '../../context';
import { minor, nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { formatMinor } from '../../ledger/money';
import { ratesProvider, valueInEur } from '../../ledger/rates';
import { readSettings } from '../../ledger/settings';
import { depositAutorecall } from '../agentBlacklist/recall';
import { transactionApproval } from '../approvals/service';
import { customerAccount } from '../bankAccounts/queries';
import { findCompany } from '../companies/service';
import { sellConfirmedDeposits } from '../crypto/autoSell';
import { checkLimits, parseAmount } from '../transactions/amounts';
import { decideTransactions } from '../transactions/decisions';
import { periodRange } from '../transactions/filters';
import { checkPayment, writePayment } from '../transactions/payments';
import { transactionById } from '../transactions/queries';
import { type TransactionResource, type TransactionRow, transactionResources } from '../transactions/resource';
import type { PaymentDraft } from '../transactions/types';
import { autoExchange } from './autoExchange';
import { historyOf } from './history';
import { countCreated, findRecords, setDecidedBy, sumsByCurrency, transactionsByIds } from '../transactions/adminQueries';

/** Every company's transactions as the administrators read, decide and top up. */

/** Columns of the admin transaction lists (document 1 section 3), per mode. */
const APPROVED_COLUMNS = [
  'log_created_at', 'id', 'type_id', 'bank_account_id', 'from_account_id', 'to_account_id', 'remitter_name', 'beneficiary_name', 'readable_status',
  'amount', 'balance', 'source_reference', 'fee_description', 'fee_related_transaction', 'ref_message', 'external_service_type_id', 'actions',
];
const PENDING_COLUMNS = [
  'created_at', 'id', 'type_id', 'bank_account', 'from_account', 'to_account', 'remitter_name', 'beneficiary_name', 'readable_status',
  'amount', 'source_reference', 'fee_description', 'ref_message', 'external_service_type_id', 'actions',
];
export const adminColumns = (mode: AdminTransactionMode): string[] => (mode === 'approved_transactions' ? APPROVED_COLUMNS : PENDING_COLUMNS);

const OUTGOING_TYPES = ['withdrawal', 'import', 'card', 'crypto', 'withdraw_crypto'];
const INCOMING_TYPES = ['deposit', 'receive_crypto'];

const existing = async (ctx: AppContext, id: number): Promise<TransactionRow> => {
  const row = await transactionById(ctx.db, id);
  if (!row) throw notFound('Transaction not found.');
  return row;
};

const adminResource = async (ctx: AppContext, row: TransactionRow): Promise<TransactionResource | undefined> => (await transactionResources(ctx.db, [row], true))[0];

/** One transaction as the admin reads it, with the company's own approval of it (rule and approvers, issue 40). */
export const adminTransaction = async (ctx: AppContext, id: number) => {
  const resource = await adminResource(ctx, await existing(ctx, id));
  return resource ? { ...resource, company_approval: await transactionApproval(ctx, id) } : resource;
};

export const adminTransactionHistory = async (ctx: AppContext, id: number): Promise<TransactionHistoryEntry[]> => historyOf(ctx, await existing(ctx, id));

/**
 * Approves or rejects transactions awaiting approval, all or none (decisions.ts). An approved crypto
 * deposit with auto-sell is sold into its fiat account (decisions.md "Crypto (manager)").
 */
export const decide = async (ctx: AppContext, admin: UserRow, body: CallOutput<'admin.transactions.approveApiPayments', 'body'>, log: (err: unknown) => void) => {
  const ids = await decideTransactions(ctx, admin.id, body.id, body.action, body.reason ?? null);
  if (body.action === 'approve') await sellConfirmedDeposits(ctx, ids, log);
  const rows = await transactionsByIds(ctx.db, ids);
  const n = ids.length;
  return {
    data: await transactionResources(ctx.db, rows, true),
    message: `${n} transaction${n === 1 ? '' : 's'} ${body.action === 'approve' ? 'approved' : 'rejected'} successfully.`,
  };
};

/** Counts of the period and of the last day, and the period's approved deposits, withdrawals and fees in EUR. */
export const adminStatistics = async (ctx: AppContext, period: PeriodPreset | undefined): Promise<AdminTransactionStatistics> => {
  const now = ctx.now();
  const range = period ? periodRange(period, now) : null;
  const total = await countCreated(ctx.db, range?.[0] ?? null, range?.[1] ?? null);
  const recent = await countCreated(ctx.db, nowIso(new Date(now.getTime() - 86_400_000)), null);
  const rates = ratesProvider(ctx);
  const inEur = async (rows: { currency: string; sub_unit: number; s: string | number }[]) => {
    let sum = 0n;
    for (const r of rows) sum += await valueInEur(rates, minor(r.s), r.currency, r.sub_unit, now);
    return formatMinor(sum, 2);
  };
  return {
    total,
    recent,
    deposit: await inEur(await sumsByCurrency(ctx.db, INCOMING_TYPES, 'amount', range)),
    withdraw: await inEur(await sumsByCurrency(ctx.db, OUTGOING_TYPES, 'amount', range)),
    fee: await inEur(await sumsByCurrency(ctx.db, [], 'fee_amount', range)),
  };
};

/** What a top-up needs besides its body: the call's one-time code, its Idempotency-Key claim, the request (activity log, log). */
export type CreditExtras = { confirmOtp: () => Promise<void>; idempotencyId: number | undefined; req: FastifyRequest };

/**
 * An administrator tops a customer account up: a deposit, approved at once. Every check first
 * (account, amount, duplicate), the one-time code right before the write. A deposit from a blacklisted
 * agent is recalled in the same database transaction (agentBlacklist/recall.ts); otherwise it may be
 * exchanged at once (autoExchange.ts).
 */
export const credit = async (ctx: AppContext, admin: UserRow, body: CallOutput<'admin.transactions.credit', 'body'>, x: CreditExtras) => {
  const account = await customerAccount(ctx.db, body.bank_account_id);
  if (!account || account.company_id === null) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
  const amount = parseAmount(body.amount, account);
  // A top-up is a deposit transaction: the transaction amount boundaries of its currency kind apply.
  checkLimits(amount, account, await readSettings(ctx.db));
  const company = await findCompany(ctx, account.company_id);
  const senderIban = body.sender_iban ?? null;
  const draft: PaymentDraft = {
    companyId: company.id, userId: admin.id, type: 'deposit', source: account, destination: null, agentId: null,
    amount, fee: 0n, feeType: null, toAmount: null, rate: null,
    protocol: account.currency_type === 'crypto' ? 'CRYPTO' : 'INTERNAL', transferService: null,
    remitter: body.sender_name ?? senderIban ?? 'Kontor top-up', beneficiary: company.name, refMessage: body.ref_message ?? null,
    details: { credited_by: admin.id, ...(senderIban ? { sender_iban: senderIban } : {}), ...(body.sender_name ? { sender_name: body.sender_name } : {}) },
    originalTransactionId: null, bypassDuplicate: body.bypass_duplicate_check === true,
    duplicateKey: hmac(ctx.appKey, `dup|credit|${account.id}|${amount.toString()}`),
    status: 'approved', statusComment: 'Top-up by an administrator',
  };
  await checkPayment(ctx, draft);
  await x.confirmOtp();
  const autorecall = depositAutorecall(ctx, x.req, { companyId: company.id, companyName: company.name, legalType: company.legal_type, account, amount, senderIban, senderName: body.sender_name ?? null });
  const id = await writePayment(ctx, draft, { idempotencyId: x.idempotencyId, inTransaction: autorecall.inTransaction });
  await setDecidedBy(ctx.db, id, admin.id);
  await autorecall.announce();
  const recall = autorecall.recall();
  let exchanged: { id: number; currency: string } | null = null;
  // A recalled deposit is gone again: nothing is left to exchange.
  if (!recall) {
    try {
      exchanged = await autoExchange(ctx, id, account.id, amount);
    } catch (e) {
      x.req.log.error({ err: e, transaction: id }, 'automatic exchange of a deposit failed; the deposit stands');
    }
  }
  const message = recall
    ? `Balance topped up successfully. The deposit was recalled at once: the sender is a blacklisted agent (transaction #${recall.recallId}).`
    : exchanged
      ? `Balance topped up successfully. The deposit was exchanged into ${exchanged.currency} (transaction #${exchanged.id}).`
      : 'Balance topped up successfully.';
  return { data: await adminResource(ctx, await existing(ctx, id)), message };
};

/** Check history: a page of the records found, in their admin shape. */
export const checkRecords = async (ctx: AppContext, query: CallOutput<'admin.transactions.checkRecords', 'query'>) => {
  const { rows, total } = await findRecords(ctx, query);
  return { data: await transactionResources(ctx.db, rows, true), total };
};
