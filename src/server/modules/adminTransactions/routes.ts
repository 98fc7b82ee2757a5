import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AdminTransactionStatistics, TransactionHistoryEntry } from '../../../contract/entities';
import { type AdminTransactionMode, TRANSACTION_STATUS_LABELS, type TransactionStatus } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { minor, nowIso } from '../../db/values';
import { fieldError, notFound } from '../../http/errors';
import { hmac } from '../../auth/secrets';
import { formatMinor } from '../../ledger/money';
import { ratesProvider, valueInEur } from '../../ledger/rates';
import { registerCall } from '../../http/route';
import { checkLimits, parseAmount } from '../transactions/amounts';
import { periodRange } from '../transactions/filters';
import { offsetOf, paginationMeta } from '../../http/paging';
import { type TransactionRow, transactionResources } from '../transactions/resource';
import { listTransactions } from '../transactions/routes';
import { checkPayment, decideTransactions, type PaymentDraft, writePayment } from '../transactions/service';
import { sellConfirmedDeposits } from '../crypto/autoSell';
import { idempotencyIdOf, makeIdempotent } from '../transactions/idempotency';
import { describePlan, findPlan, loadFeePlans, netFromGross } from '../../ledger/fees';
import type { AccountRow } from '../../ledger/locks';
import { convertAtRate } from '../../ledger/rates';
import { readSettings } from '../../ledger/settings';
import { exchangeRefusal } from '../../ledger/transferMap';
import { companyFeature } from '../bankAccounts/queries';
import { userRefs } from '../users/userRefs';
import { depositAutorecall } from '../agentBlacklist/recall';

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

const label = (status: string) => TRANSACTION_STATUS_LABELS[status as TransactionStatus] ?? status;

/** Status history: the recorded events, or for older (seeded) rows what the row itself tells. */
const historyOf = async (ctx: AppContext, t: TransactionRow): Promise<TransactionHistoryEntry[]> => {
  const events = await ctx.db.selectFrom('transaction_events').selectAll().where('transaction_id', '=', t.id).orderBy('id').execute();
  const entries: { id: number; status: string; userId: number | null; comment: string | null; at: string }[] = events.length
    ? events.map((e) => ({ id: e.id, status: e.status, userId: e.user_id, comment: e.comment, at: e.created_at }))
    : [
        { id: 1, status: t.status === 'approved' && t.created_at === t.log_created_at ? 'approved' : 'pending', userId: t.user_id, comment: 'Created', at: t.created_at },
        ...(t.status !== 'pending' && !(t.status === 'approved' && t.created_at === t.log_created_at)
          ? [{ id: 2, status: t.status, userId: t.decided_by, comment: t.status_reason, at: t.decided_at ?? t.log_created_at ?? t.updated_at }]
          : []),
      ];
  const users = await userRefs(ctx, entries.map((e) => e.userId));
  return entries.map((e) => ({
    id: e.id, status: e.status as TransactionStatus, readable_status: label(e.status), user: e.userId !== null ? (users.get(e.userId) ?? null) : null, comment: e.comment, created_at: e.at,
  }));
};

const sumsByCurrency = async (ctx: AppContext, types: string[], column: 'amount' | 'fee_amount', range: [string, string] | null) => {
  let q = ctx.db
    .selectFrom('transactions')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
    .select(['transactions.currency', 'bank_accounts.sub_unit', sql<string | number>`cast(coalesce(sum(${sql.ref(`transactions.${column}`)}), 0) as text)`.as('s')])
    .where('transactions.status', '=', 'approved')
    .groupBy(['transactions.currency', 'bank_accounts.sub_unit']);
  if (types.length) q = q.where('transactions.type', 'in', types);
  if (range) q = q.where('transactions.log_created_at', '>=', range[0]).where('transactions.log_created_at', '<', range[1]);
  return q.execute();
};

/**
 * Setting auto_exchange_on_fiat_deposit: a fiat deposit is converted at once into the company's account
 * of the target currency (its default one first), at the current rate, with the company's EXCHANGE fee
 * taken from the deposit (net + fee = deposit). Skipped when the company has no such account or the pair
 * is not allowed; the deposit itself stands either way.
 */
const autoExchange = async (ctx: AppContext, depositId: number, accountId: number, amount: bigint): Promise<{ id: number; currency: string } | null> => {
  const settings = await readSettings(ctx.db);
  const rule = settings.auto_exchange_on_fiat_deposit;
  const account = await ctx.db.selectFrom('bank_accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  if (!rule.enabled || !rule.target_currency || account.currency_type !== 'fiat' || rule.target_currency === account.currency || account.company_id === null) return null;
  const company = await ctx.db.selectFrom('companies').selectAll().where('id', '=', account.company_id).executeTakeFirstOrThrow();
  const target: AccountRow | undefined = await ctx.db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('company_id', '=', company.id)
    .where('owner_kind', '=', 'customer')
    .where('currency', '=', rule.target_currency)
    .orderBy('selected', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!target || exchangeRefusal(account, target, { settings, crypto: companyFeature(company, 'crypto') })) return null;
  const plan = findPlan(await loadFeePlans(ctx.db, company.id), company.id, 'EXCHANGE', account.currency) ?? null;
  const split = netFromGross(plan, amount);
  if (!split) return null;
  const quote = await ratesProvider(ctx).quote(account.currency, target.currency, ctx.now());
  const toAmount = convertAtRate(split.net, quote.scaled, account.sub_unit, target.sub_unit);
  if (toAmount <= 0n) return null;
  const id = await writePayment(ctx, {
    companyId: company.id, userId: null, type: 'exchange', source: account, destination: target, agentId: null,
    amount: split.net, fee: split.fee, feeType: 'EXCHANGE', toAmount, rate: quote.rate, protocol: 'INTERNAL', transferService: null,
    remitter: company.name, beneficiary: company.name, refMessage: 'Automatic exchange of a deposit',
    details: { auto_exchange_of: depositId, rate_at: quote.at, fee_description: split.fee > 0n ? describePlan(plan, 'EXCHANGE') : null },
    originalTransactionId: depositId, bypassDuplicate: true, duplicateKey: null, status: 'approved', statusComment: 'Automatic exchange on fiat deposit',
  });
  return { id, currency: target.currency };
};

export const registerAdminTransactionRoutes = (app: FastifyInstance): void => {
  makeIdempotent(app, 'admin.transactions.credit', ['admin', 'super-admin']);

  registerCall(app, 'admin.transactions.list', async ({ ctx, req, query }) => listTransactions(ctx, req, query, {}, true));

  registerCall(app, 'admin.transactions.get', async ({ ctx, params }) => {
    const row = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('Transaction not found.');
    return { data: (await transactionResources(ctx.db, [row], true))[0] };
  });

  registerCall(app, 'admin.transactions.history', async ({ ctx, params }) => {
    const row = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('Transaction not found.');
    return { data: await historyOf(ctx, row) };
  });

  registerCall(app, 'admin.transactions.approveApiPayments', async ({ ctx, req, auth, body }) => {
    const ids = await decideTransactions(ctx, auth.user.id, body.id, body.action, body.reason ?? null);
    // A confirmed crypto deposit with auto-sell is sold into its fiat account (decisions.md "Crypto (manager)").
    if (body.action === 'approve') await sellConfirmedDeposits(ctx, ids, (err) => req.log.error({ err }, 'crypto auto-sell failed'));
    const rows = await ctx.db.selectFrom('transactions').selectAll().where('id', 'in', ids).orderBy('id').execute();
    const n = ids.length;
    return {
      data: await transactionResources(ctx.db, rows, true),
      message: `${n} transaction${n === 1 ? '' : 's'} ${body.action === 'approve' ? 'approved' : 'rejected'} successfully.`,
    };
  });

  registerCall(app, 'admin.transactions.statistic', async ({ ctx, query }) => {
    const now = ctx.now();
    const range = query.period ? periodRange(query.period, now) : null;
    let count = ctx.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n'));
    if (range) count = count.where('created_at', '>=', range[0]).where('created_at', '<', range[1]);
    const total = Number((await count.executeTakeFirst())?.n ?? 0);
    const recentRow = await ctx.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', nowIso(new Date(now.getTime() - 86_400_000))).executeTakeFirst();
    const rates = ratesProvider(ctx);
    const inEur = async (rows: { currency: string; sub_unit: number; s: string | number }[]) => {
      let sum = 0n;
      for (const r of rows) sum += await valueInEur(rates, minor(r.s), r.currency, r.sub_unit, now);
      return formatMinor(sum, 2);
    };
    const data: AdminTransactionStatistics = {
      total,
      recent: Number(recentRow?.n ?? 0),
      deposit: await inEur(await sumsByCurrency(ctx, INCOMING_TYPES, 'amount', range)),
      withdraw: await inEur(await sumsByCurrency(ctx, OUTGOING_TYPES, 'amount', range)),
      fee: await inEur(await sumsByCurrency(ctx, [], 'fee_amount', range)),
    };
    return { data };
  });

  registerCall(app, 'admin.transactions.columns', async ({ query }) => {
    const mode = query.mode ?? 'approved_transactions';
    return { data: { mode, columns: adminColumns(mode) } };
  });

  registerCall(app, 'admin.transactions.credit', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const account = await ctx.db.selectFrom('bank_accounts').selectAll().where('id', '=', body.bank_account_id).where('owner_kind', '=', 'customer').executeTakeFirst();
    if (!account || account.company_id === null) throw fieldError('bank_account_id', 'The selected bank account id is invalid.');
    const amount = parseAmount(body.amount, account);
    // A top-up is a deposit transaction: the transaction amount boundaries of its currency kind apply.
    checkLimits(amount, account, await readSettings(ctx.db));
    const company = await ctx.db.selectFrom('companies').select(['id', 'name', 'legal_type']).where('id', '=', account.company_id).executeTakeFirstOrThrow();
    const senderIban = body.sender_iban ?? null;
    const draft: PaymentDraft = {
      companyId: company.id, userId: auth.user.id, type: 'deposit', source: account, destination: null, agentId: null,
      amount, fee: 0n, feeType: null, toAmount: null, rate: null,
      protocol: account.currency_type === 'crypto' ? 'CRYPTO' : 'INTERNAL', transferService: null,
      remitter: body.sender_name ?? senderIban ?? 'Kontor top-up', beneficiary: company.name, refMessage: body.ref_message ?? null,
      details: { credited_by: auth.user.id, ...(senderIban ? { sender_iban: senderIban } : {}), ...(body.sender_name ? { sender_name: body.sender_name } : {}) },
      originalTransactionId: null, bypassDuplicate: body.bypass_duplicate_check === true,
      duplicateKey: hmac(ctx.appKey, `dup|credit|${account.id}|${amount.toString()}`),
      status: 'approved', statusComment: 'Top-up by an administrator',
    };
    // Every check first (account, amount, duplicate); the one-time code right before the write.
    await checkPayment(ctx, draft);
    await confirmOtp(auth.user);
    const autorecall = depositAutorecall(ctx, req, { companyId: company.id, companyName: company.name, legalType: company.legal_type, account, amount, senderIban, senderName: body.sender_name ?? null });
    const id = await writePayment(ctx, draft, { idempotencyId: idempotencyIdOf(req), inTransaction: autorecall.inTransaction });
    await ctx.db.updateTable('transactions').set({ decided_by: auth.user.id }).where('id', '=', id).execute();
    await autorecall.announce();
    const recall = autorecall.recall();
    let exchanged: { id: number; currency: string } | null = null;
    // A recalled deposit is gone again: nothing is left to exchange.
    if (!recall) {
      try {
        exchanged = await autoExchange(ctx, id, account.id, amount);
      } catch (e) {
        req.log.error({ err: e, transaction: id }, 'automatic exchange of a deposit failed; the deposit stands');
      }
    }
    const row = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    reply.code(201);
    const message = recall
      ? `Balance topped up successfully. The deposit was recalled at once: the sender is a blacklisted agent (transaction #${recall.recallId}).`
      : exchanged
        ? `Balance topped up successfully. The deposit was exchanged into ${exchanged.currency} (transaction #${exchanged.id}).`
        : 'Balance topped up successfully.';
    return { data: (await transactionResources(ctx.db, [row], true))[0], message };
  });

  registerCall(app, 'admin.transactions.checkRecords', async ({ ctx, req, query }) => {
    let q = ctx.db.selectFrom('transactions');
    if (query.tid?.length) q = q.where('id', 'in', query.tid);
    if (query.source_reference) q = q.where('source_reference', '=', query.source_reference.toUpperCase());
    if (query.from_date) q = q.where('created_at', '>=', `${query.from_date}T00:00:00.000Z`);
    if (query.to_date) q = q.where('created_at', '<', `${query.to_date}T23:59:59.999Z`);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.selectAll().orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await transactionResources(ctx.db, rows, true), meta: paginationMeta(req, query.page, query.per_page, total) };
  });
};
