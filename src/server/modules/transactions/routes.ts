import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { TransactionsMetadata } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AuthState, CompanyRow } from '../../context';
import { prepared } from '../../db/prepared';
import { minor, nowIso } from '../../db/values';
import { forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { formatMinor } from '../../ledger/money';
import { applyFilters, fromLogDateOnly, type ListScope, type TransactionFilters } from './filters';
import { listPageRows, listTotal } from './accountPage';
import { managerScope } from './managerScope';
import { buildDraft, draftEnv } from './drafts';
import { computeGrandTotal } from './grandTotal';
import { paginationMeta } from '../../http/paging';
import { type KnownAccount, payeeOf, type TransactionRow, transactionResources } from './resource';
import { checkPayment, denyTransaction, writePayment } from './service';
import { idempotencyIdOf, makeIdempotent } from './idempotency';
import type { AppContext } from '../../context';
import { sourceOfFundsNotices } from '../notifications/sourceOfFunds';
import type { FastifyRequest } from 'fastify';
import { transactionComplianceCheck } from '../compliance/transactionCheck';
import type { Database } from '../../db/schema';
import { paymentActivityWriter } from '../activityLogs/integrationPayments';

export const companyOf = (auth: AuthState): CompanyRow => {
  if (!auth.company) throw forbidden('Your user is not attached to a company.');
  return auth.company;
};

/** One page of transactions with the list filters. */
export const listTransactions = async (ctx: AppContext, req: FastifyRequest, f: TransactionFilters, scope: ListScope, admin: boolean) => {
  const now = ctx.now();
  // The count beside the page and its accounts and balances (at once on PostgreSQL's pool; SQLite runs them in turn).
  const [total, data] = await Promise.all([listTotal(ctx.db, f, scope, now), listPageRows(ctx.db, f, scope, now).then((rows) => transactionResources(ctx.db, rows, admin))]);
  return { data, meta: paginationMeta(req, f.page, f.per_page, total) };
};

/** Count and sums per currency for the same filters. */
export const transactionsMetadata = async (ctx: AppContext, f: TransactionFilters, scope: ListScope): Promise<TransactionsMetadata> => {
  const rows = await applyFilters(
    ctx.db
      .selectFrom('transactions')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
      .select([
        'transactions.currency',
        'bank_accounts.sub_unit',
        sql<string | number>`count(*)`.as('n'),
        sql<string | number>`cast(coalesce(sum(transactions.amount), 0) as text)`.as('amount'),
        sql<string | number>`cast(coalesce(sum(transactions.fee_amount), 0) as text)`.as('fee'),
      ])
      .groupBy(['transactions.currency', 'bank_accounts.sub_unit']),
    f,
    scope,
    ctx.now(),
  ).execute();
  const out: TransactionsMetadata = { total: 0, amount_by_currency: {}, fee_by_currency: {} };
  for (const r of rows) {
    out.total += Number(r.n);
    const cur = r.currency as Currency;
    out.amount_by_currency[cur] = formatMinor(minor(r.amount), r.sub_unit);
    out.fee_by_currency[cur] = formatMinor(minor(r.fee), r.sub_unit);
  }
  return out;
};

/**
 * One of the company's transactions, or 404. Reads for the manager pass the log date of the settings: a
 * transaction before it is not shown anywhere, so it answers like an unknown one.
 */
const ownTransaction = async (ctx: AppContext, companyId: number, id: number, fromLogDate?: string): Promise<TransactionRow> => {
  const row = fromLogDate
    ? await fromLogDateOnly(ctx.db.selectFrom('transactions').selectAll().where('transactions.id', '=', id).where('transactions.company_id', '=', companyId), fromLogDate).executeTakeFirst()
    : (await transactionOf(ctx.db, { id, companyId }))[0];
  if (!row) throw notFound('Transaction not found.');
  return row;
};

/** A transaction of the company without the log-date rule, compiled once (a new payment's answer reads it back). */
const transactionOf = prepared(['id', 'companyId'], (db, p: { id: number; companyId: number }) =>
  db.selectFrom('transactions').selectAll().where('transactions.id', '=', p.id).where('transactions.company_id', '=', p.companyId),
);

/** The company's transaction as the manager may see it (show_transactions_from_log_date applied). */
const visibleTransaction = async (ctx: AppContext, company: CompanyRow, id: number): Promise<TransactionRow> =>
  ownTransaction(ctx, company.id, id, (await managerScope(ctx, company)).fromLogDate);

const one = async (ctx: AppContext, row: TransactionRow, admin = false, known: readonly KnownAccount[] = []) => (await transactionResources(ctx.db, [row], admin, known))[0];

export const registerTransactionRoutes = (app: FastifyInstance): void => {
  makeIdempotent(app, 'manager.transactions.create', ['manager']);

  registerCall(app, 'manager.grandTotal.calculate', async ({ ctx, auth, params, body }) => {
    const env = await draftEnv(ctx, auth.user, companyOf(auth));
    return { data: await computeGrandTotal(env, params.kind, body) };
  });

  registerCall(app, 'manager.grandTotal.withdrawCrypto', async ({ ctx, auth, body }) => {
    const env = await draftEnv(ctx, auth.user, companyOf(auth));
    return { data: await computeGrandTotal(env, 'withdraw_crypto', body) };
  });

  registerCall(app, 'manager.grandTotal.fiatCrypto', async ({ ctx, auth, body }) => {
    const env = await draftEnv(ctx, auth.user, companyOf(auth));
    return { data: await computeGrandTotal(env, 'fiat_crypto', body) };
  });

  registerCall(app, 'manager.transactions.grandTotal', async ({ ctx, auth, query }) => {
    const env = await draftEnv(ctx, auth.user, companyOf(auth));
    const kind = query.transfer_service ? 'iban' : query.to_account_id !== undefined ? 'transfer' : 'iban';
    return { data: await computeGrandTotal(env, kind, query) };
  });

  registerCall(app, 'manager.transactions.create', async ({ ctx, req, reply, auth, params, confirmOtp }) => {
    const env = await draftEnv(ctx, auth.user, companyOf(auth));
    const draft = await buildDraft(env, params.kind, req.body);
    // Every check first (fields, ids, limits, duplicate, balance); the one-time code right before the write.
    await checkPayment(ctx, draft);
    await confirmOtp(auth.user);
    const check = transactionComplianceCheck(ctx, draft, env.company.legal_type);
    const audit = paymentActivityWriter(ctx, req, draft);
    const inTransaction = async (trx: Kysely<Database>, transactionId: number, reference: string): Promise<void> => {
      if (check.inTransaction) await check.inTransaction(trx, transactionId);
      if (audit) await audit(trx, transactionId, reference);
    };
    const id = await writePayment(ctx, draft, { idempotencyId: idempotencyIdOf(req), inTransaction });
    await check.announce();
    const row = await ownTransaction(ctx, env.company.id, id);
    // A withdrawal without a source of funds: the company's users are asked for it. The payment is
    // committed; a failure here is logged, not answered.
    await sourceOfFundsNotices(ctx, id, row).catch((err: unknown) => req.log.error({ err }, 'source of funds notice of a new payment not sent'));
    reply.code(201);
    return { data: await one(ctx, row, false, draft.destination ? [draft.source, draft.destination] : [draft.source]) };
  });

  registerCall(app, 'manager.transactions.list', async ({ ctx, req, auth, query }) => {
    const company = companyOf(auth);
    return listTransactions(ctx, req, query, await managerScope(ctx, company), false);
  });

  registerCall(app, 'manager.transactions.metadata', async ({ ctx, auth, query }) => {
    const company = companyOf(auth);
    return { data: await transactionsMetadata(ctx, query, await managerScope(ctx, company)) };
  });

  registerCall(app, 'manager.transactions.items', async ({ ctx, auth, query }) => {
    const company = companyOf(auth);
    const scope = await managerScope(ctx, company);
    const rows = await fromLogDateOnly(ctx.db.selectFrom('transactions').selectAll().where('transactions.company_id', '=', company.id).where('transactions.id', 'in', query.id), scope.fromLogDate).orderBy('id').execute();
    return { data: await transactionResources(ctx.db, rows) };
  });

  registerCall(app, 'manager.transactions.get', async ({ ctx, auth, params }) => {
    // Viewing a transaction's detail is for the manager role only (document 1, section 6).
    if (auth.user.role !== 'manager') throw forbidden('Only managers can view transaction details.');
    const row = await visibleTransaction(ctx, companyOf(auth), params.id);
    return { data: { ...(await one(ctx, row)), payee: payeeOf(row) } };
  });

  registerCall(app, 'manager.transactions.sourceOfFunds', async ({ ctx, auth, params, body }) => {
    const company = companyOf(auth);
    const row = await visibleTransaction(ctx, company, params.id);
    const at = nowIso(ctx.now());
    await ctx.db.updateTable('transactions').set({ source_of_funds: body.source_id, updated_at: at }).where('id', '=', row.id).execute();
    const updated = await ownTransaction(ctx, company.id, row.id);
    return { data: await one(ctx, updated), message: `Transaction ${updated.source_reference} updated successfully!` };
  });

  registerCall(app, 'manager.transactions.deny', async ({ ctx, auth, params }) => {
    const company = companyOf(auth);
    await visibleTransaction(ctx, company, params.id);
    await denyTransaction(ctx, company.id, auth.user.id, params.id);
    return { data: await one(ctx, await ownTransaction(ctx, company.id, params.id)), message: 'Transaction denied.' };
  });
};
