import type { Insertable, Kysely } from 'kysely';
import type { FeeType } from '../../ledger/fees';
import { actingAdminOf } from '../../auth/actingAdmin';
import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { allKeys, prepared, preparedInsert } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { TransactionEventsTable, TransactionsTable } from '../../db/schemaDomain';
import { minor, nowIso } from '../../db/values';
import { conflict, fieldError, HttpError, notFound, validationError } from '../../http/errors';
import type { AccountChanges } from '../../ledger/accountChanges';
import { isLedgerError, LedgerError } from '../../ledger/errors';
import { HOLDING_STATUSES } from '../../ledger/integrity';
import { type AccountRow, type LedgerTx, lockAccounts, lockTransaction } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { entryKindOf, holdOf, type Movement, movementAccounts, movementLines, platformFor } from '../../ledger/movements';
import { type EntryInput, postEntry } from '../../ledger/postings';
import { release, reserve } from '../../ledger/reservations';
import { accountTransaction } from '../bankAccounts/events';
import { enqueuePortalDelivery } from '../portals/delivery';
import { type CompanyNotices, paymentRejectedNotices } from '../notifications/paymentRejected';
import { publishNotifications } from '../notifications/notify';
import { linkIdempotencyKey } from './idempotencyStore';
import type { TransactionRow } from './resource';

/** Suspected duplicates: same source, beneficiary and amount within this window answer 409. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;
export const DUPLICATE_MESSAGE =
  'A transaction with the same account, beneficiary and amount was created in the last 10 minutes. Confirm to create it anyway.';

/** A payment ready to be written: validated, priced, converted. */
export type PaymentDraft = {
  companyId: number;
  userId: number | null;
  type: string;
  source: AccountRow;
  destination: AccountRow | null;
  agentId: number | null;
  amount: bigint;
  fee: bigint;
  feeType: FeeType | null;
  toAmount: bigint | null;
  rate: string | null;
  protocol: string;
  transferService: string | null;
  remitter: string;
  beneficiary: string;
  refMessage: string | null;
  details: Record<string, unknown>;
  originalTransactionId: number | null;
  bypassDuplicate: boolean;
  /** Keyed hash of source, beneficiary and amount. */
  duplicateKey: string | null;
  status: 'pending' | 'admin_action_require' | 'approved';
  /** Why it was approved at once or sent to an admin (history comment). */
  statusComment: string;
  /** Runs inside the payment's database transaction after the insert (a PSP deposit links its PSP payment). */
  inTransaction?: (trx: Kysely<Database>, transactionId: number) => Promise<void>;
};

export const movementOf = (t: Pick<TransactionRow, 'type' | 'bank_account_id' | 'to_account_id' | 'currency' | 'to_currency' | 'amount' | 'fee_amount' | 'to_amount'>): Movement => ({
  type: t.type,
  sourceId: t.bank_account_id,
  destinationId: t.to_account_id,
  currency: t.currency,
  toCurrency: t.to_currency,
  amount: minor(t.amount),
  fee: minor(t.fee_amount),
  toAmount: t.to_amount === null ? null : minor(t.to_amount),
});

/** Turns a refusal of the ledger into the answer the portal shows on the amount field. */
const insufficient = (account: AccountRow, needed: bigint): HttpError => {
  const avail = minor(account.balance) - minor(account.reserved);
  const fmt = (v: bigint) => `${formatMinor(v, account.sub_unit)} ${account.currency}`;
  return fieldError('amount', `Insufficient funds: the available balance is ${fmt(avail)} and this payment needs ${fmt(needed)} with fees.`);
};

export const ledgerToHttp = (e: unknown, account?: AccountRow, needed?: bigint): unknown => {
  if (!isLedgerError(e)) return e;
  if (e.code === 'insufficient_funds' && account && needed !== undefined) return insufficient(account, needed);
  if (e.code === 'insufficient_funds') return fieldError('amount', 'Insufficient funds.');
  if (e.code === 'too_large') return fieldError('amount', 'The amount is too large.');
  return e;
};

type NewEvent = Required<Omit<Insertable<TransactionEventsTable>, 'id'>>;
const insertEvent = prepared(allKeys<NewEvent>()(['transaction_id', 'status', 'user_id', 'comment', 'acting_admin_id', 'created_at']), (db, v: NewEvent) => db.insertInto('transaction_events').values(v));

export const recordEvent = async (db: Kysely<Database>, transactionId: number, status: string, userId: number | null, comment: string | null, at: string): Promise<void> => {
  await insertEvent(db, { transaction_id: transactionId, status, user_id: userId, comment, acting_admin_id: actingAdminOf(db), created_at: at });
};

/** A new payment's row and its reference (compiled once: the payment path's widest statement). */
type NewTransaction = Required<Omit<Insertable<TransactionsTable>, 'id'>>;
const insertTransaction = preparedInsert(
  allKeys<NewTransaction>()([
    'company_id', 'user_id', 'type', 'status', 'status_reason', 'bank_account_id', 'to_account_id', 'agent_id', 'currency', 'amount', 'fee_amount', 'to_currency', 'to_amount', 'rate',
    'transmission_protocol', 'transfer_service', 'remitter_name', 'beneficiary_name', 'ref_message', 'source_reference', 'source_of_funds', 'details', 'original_transaction_id',
    'bypass_duplicate_check', 'import_id', 'external_service_type_id', 'log_created_at', 'decided_by', 'decided_at', 'duplicate_key', 'created_at', 'updated_at',
  ]),
  (db, v: NewTransaction, returningId) => (returningId ? db.insertInto('transactions').values(v).returning('id') : db.insertInto('transactions').values(v)),
);
const setReference = prepared(['reference', 'id'], (db, p: { reference: string; id: number }) => db.updateTable('transactions').set({ source_reference: p.reference }).where('id', '=', p.id));

/** The reference of a written transaction (KTR-year-id). */
export const referenceOf = (id: number, at: string) => `KTR-${at.slice(0, 4)}-${String(id).padStart(6, '0')}`;

/**
 * Writes a payment in one database transaction: locks the accounts (in id order), refuses a suspected
 * duplicate, inserts the transaction, then either holds amount + fee (pending, admin_action_require)
 * or posts its balanced entry at once (approved).
 */
/** Extras of one write: the idempotency key it fulfils, and the failure-injection point of the tests. */
export type WriteOptions = {
  /** idempotency_keys row claimed for this request: linked to the new transaction in the same database transaction. */
  idempotencyId?: number | undefined;
  afterPosting?: EntryInput['afterPosting'];
  /**
   * Runs inside the payment's database transaction after the insert (bulk import: links the row, so a row
   * is written once), with the new transaction's id and reference.
   */
  inTransaction?: (trx: Kysely<Database>, transactionId: number, reference: string) => Promise<void>;
  /**
   * Where the accounts the payment changed go after the commit: a batch its owner announces later (a bulk
   * import). Without it, account.updated goes out for them as soon as the payment commits.
   */
  accountChanges?: AccountChanges;
};

const movementOfDraft = (d: PaymentDraft): Movement => ({
  type: d.type, sourceId: d.source.id, destinationId: d.destination?.id ?? null, currency: d.source.currency,
  toCurrency: d.destination && d.toAmount !== null ? d.destination.currency : null, amount: d.amount, fee: d.fee, toAmount: d.toAmount,
});

/** The refusals of a payment that depend on the stored data: a suspected duplicate (409), then the available balance (422). */
const refusePayment = async (db: Kysely<Database>, d: PaymentDraft, source: AccountRow, needed: bigint, now: Date): Promise<void> => {
  if (!d.bypassDuplicate && d.duplicateKey) {
    const since = nowIso(new Date(now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000));
    const dup = await db
      .selectFrom('transactions')
      .select('id')
      .where('duplicate_key', '=', d.duplicateKey)
      .where('company_id', '=', d.companyId)
      .where('created_at', '>=', since)
      .where('status', 'not in', ['denied', 'rejected', 'failed'])
      .executeTakeFirst();
    if (dup) throw conflict(DUPLICATE_MESSAGE);
  }
  if (minor(source.balance) - minor(source.reserved) < needed) throw insufficient(source, needed);
};

/**
 * Every refusal writePayment gives from the stored data (409 duplicate, 422 insufficient funds), checked
 * without locks and without writing. A call that needs a one-time code runs it before asking for the
 * code (issue 21 item 3); writePayment checks the same again under its locks.
 */
export const checkPayment = async (ctx: AppContext, d: PaymentDraft): Promise<void> => {
  await refusePayment(ctx.db, d, d.source, holdOf(movementOfDraft(d)), ctx.now());
};

export const writePayment = async (ctx: AppContext, d: PaymentDraft, opts: WriteOptions = {}): Promise<number> => {
  const now = ctx.now();
  const movement = movementOfDraft(d);
  const platform = await platformFor(ctx.db, movement, now);
  try {
    return await accountTransaction(ctx, (trx) => writeIn(ctx, trx, d, opts, platform, now), opts.accountChanges);
  } catch (e) {
    throw ledgerToHttp(e, d.source, holdOf(movement));
  }
};

/**
 * writePayment inside a database transaction the caller already holds, so the payment commits or rolls
 * back with the caller's own writes (a deposit's recall is written in the deposit's transaction).
 */
export const writePaymentIn = async (ctx: AppContext, trx: Kysely<Database>, d: PaymentDraft, opts: WriteOptions = {}): Promise<number> => {
  const now = ctx.now();
  const platform = await platformFor(trx, movementOfDraft(d), now);
  return writeIn(ctx, trx, d, opts, platform, now);
};

const writeIn = async (ctx: AppContext, trx: Kysely<Database>, d: PaymentDraft, opts: WriteOptions, platform: Awaited<ReturnType<typeof platformFor>>, now: Date): Promise<number> => {
  const at = nowIso(now);
  const movement = movementOfDraft(d);
  const needed = holdOf(movement);
  const tx: LedgerTx = { db: trx, engine: ctx.engine };
  const locked = await lockAccounts(tx, d.status === 'approved' ? movementAccounts(movement, platform) : [d.source.id]);
  await refusePayment(trx, d, locked.get(d.source.id) ?? d.source, needed, now);
  const approved = d.status === 'approved';
  const id = await insertTransaction(trx, {
    company_id: d.companyId, user_id: d.userId, type: d.type, status: d.status, status_reason: null,
    bank_account_id: d.source.id, to_account_id: d.destination?.id ?? null, agent_id: d.agentId,
    currency: d.source.currency, amount: d.amount.toString(), fee_amount: d.fee.toString(),
    to_currency: movement.toCurrency, to_amount: d.toAmount === null ? null : d.toAmount.toString(), rate: d.rate,
    transmission_protocol: d.protocol, transfer_service: d.transferService, remitter_name: d.remitter, beneficiary_name: d.beneficiary,
    ref_message: d.refMessage, source_reference: `TMP-${crypto.randomUUID()}`, source_of_funds: null, details: JSON.stringify(d.details),
    original_transaction_id: d.originalTransactionId, bypass_duplicate_check: d.bypassDuplicate ? 1 : 0, import_id: null,
    external_service_type_id: null, log_created_at: approved ? at : null, decided_by: null, decided_at: approved ? at : null,
    duplicate_key: d.duplicateKey, created_at: at, updated_at: at,
  });
  const reference = referenceOf(id, at);
  await setReference(trx, { reference, id: id });
  await recordEvent(trx, id, d.status, d.userId, d.statusComment, at);
  if (approved) {
    await postEntry(tx, { kind: entryKindOf(d.type), transactionId: id, description: `${d.type} ${id}`, at, lines: movementLines(movement, platform), afterPosting: opts.afterPosting, locked });
    if (d.type === 'withdrawal' && d.transferService === 'portal') await enqueuePortalDelivery(trx, id, now);
  } else if (needed > 0n) {
    await reserve(tx, d.source.id, needed, at);
  }
  if (opts.idempotencyId !== undefined) await linkIdempotencyKey(trx, opts.idempotencyId, id, at);
  if (opts.inTransaction) await opts.inTransaction(trx, id, reference);
  if (d.inTransaction) await d.inTransaction(trx, id);
  return id;
};

export const NOT_DENIABLE = 'Only pending transactions can be denied.';

/** The manager withdraws a pending transaction: the hold is released, nothing is posted. */
export const denyTransaction = async (ctx: AppContext, companyId: number, userId: number, id: number): Promise<void> => {
  const at = nowIso(ctx.now());
  await accountTransaction(ctx, async (trx) => {
    const tx: LedgerTx = { db: trx, engine: ctx.engine };
    const t = await lockTransaction(tx, id);
    if (!t || t.company_id !== companyId) throw notFound();
    if (t.status !== 'pending') throw validationError({ status: [NOT_DENIABLE] }, NOT_DENIABLE);
    await release(tx, t.bank_account_id, holdOf(movementOf(t)), at);
    await trx.updateTable('transactions').set({ status: 'denied', status_reason: 'Denied by the customer', decided_by: userId, decided_at: at, updated_at: at }).where('id', '=', id).execute();
    await recordEvent(trx, id, 'denied', userId, 'Denied by the customer', at);
  });
};

/**
 * Admin decision on transactions awaiting approval (pending or admin_action_require), all or none:
 * approve posts the entry and releases the hold in the same step; reject releases the hold.
 */
export const decideTransactions = async (ctx: AppContext, adminId: number, ids: readonly number[], action: 'approve' | 'reject', reason: string | null): Promise<number[]> => {
  const now = ctx.now();
  const at = nowIso(now);
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const preview = await ctx.db.selectFrom('transactions').selectAll().where('id', 'in', sorted).execute();
  const platforms = new Map<number, Awaited<ReturnType<typeof platformFor>>>();
  for (const t of preview) platforms.set(t.id, await platformFor(ctx.db, movementOf(t), now));
  const notices: CompanyNotices[] = [];
  try {
    await accountTransaction(ctx, async (trx) => {
      const tx: LedgerTx = { db: trx, engine: ctx.engine };
      const rows: TransactionRow[] = [];
      const errors: Record<string, string[]> = {};
      for (const [i, id] of sorted.entries()) {
        const t = await lockTransaction(tx, id);
        if (!t) errors[`id.${i}`] = [`Transaction #${id} does not exist.`];
        else if (!(HOLDING_STATUSES as readonly string[]).includes(t.status)) errors[`id.${i}`] = [`Transaction #${id} is not awaiting approval.`];
        else rows.push(t);
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const accountIds = new Set<number>();
      for (const t of rows) {
        const p = platforms.get(t.id);
        if (!p) throw new LedgerError('bad_entry', `No platform accounts for transaction ${t.id}`);
        for (const a of action === 'approve' ? movementAccounts(movementOf(t), p) : [t.bank_account_id]) accountIds.add(a);
      }
      await lockAccounts(tx, accountIds);
      for (const t of rows) {
        const m = movementOf(t);
        if (action === 'approve') {
          const p = platforms.get(t.id);
          if (!p) throw new LedgerError('bad_entry', `No platform accounts for transaction ${t.id}`);
          await postEntry(tx, { kind: entryKindOf(t.type), transactionId: t.id, description: `${t.type} ${t.id}`, at, lines: movementLines(m, p), release: [{ accountId: t.bank_account_id, amount: holdOf(m) }] });
          await trx.updateTable('transactions').set({ status: 'approved', log_created_at: at, decided_by: adminId, decided_at: at, updated_at: at }).where('id', '=', t.id).execute();
          await recordEvent(trx, t.id, 'approved', adminId, reason ?? 'Approved by an administrator', at);
          if (t.type === 'withdrawal' && t.transfer_service === 'portal') await enqueuePortalDelivery(trx, t.id, now);
        } else {
          await release(tx, t.bank_account_id, holdOf(m), at);
          const why = reason ?? 'Rejected by an administrator';
          await trx.updateTable('transactions').set({ status: 'rejected', status_reason: why, decided_by: adminId, decided_at: at, updated_at: at }).where('id', '=', t.id).execute();
          await recordEvent(trx, t.id, 'rejected', adminId, why, at);
          const told = await paymentRejectedNotices(trx, now, t, why);
          if (told) notices.push(told);
        }
      }
    });
  } catch (e) {
    throw ledgerToHttp(e);
  }
  for (const n of notices) await publishNotifications(ctx, n.companyId, n.events);
  return sorted;
};
