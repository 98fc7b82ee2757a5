import crypto from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context';
import { allKeys, prepared, preparedInsert } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { TransactionsTable } from '../../db/schemaDomain';
import { minor, nowIso } from '../../db/values';
import { conflict, fieldError, type RuleBrokenError } from '../../domain/errors';
import { portalDeliveryJob } from '../../jobs/portalDelivery';
import { enqueue } from '../../jobs/queue';
import { isLedgerError, ledgerRefusal } from '../../ledger/errors';
import { type AccountRow, type LedgerTx, lockAccounts } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { entryKindOf, holdOf, type Movement, movementAccounts, movementLines, platformFor } from '../../ledger/movements';
import { type EntryInput, postEntry } from '../../ledger/postings';
import { reserve } from '../../ledger/reservations';
import { accountTransaction } from '../bankAccounts/events';
import { companyEndpoints, type PreReadEndpoints } from '../../webhooks/record';
import { recordEvent } from './events';
import { linkIdempotencyKey } from './idempotencyStore';
import type { TransactionRow } from './resource';
import type { PaymentDraft, WriteOptions } from './types';

/** Suspected duplicates: same source, beneficiary and amount within this window answer 409. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;
export const DUPLICATE_MESSAGE =
  'A transaction with the same account, beneficiary and amount was created in the last 10 minutes. Confirm to create it anyway.';

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

/** A payment the available balance cannot cover: the amount field names the balance and what the payment needs. */
const insufficientFunds = (account: AccountRow, needed: bigint): RuleBrokenError => {
  const avail = minor(account.balance) - minor(account.reserved);
  const fmt = (v: bigint) => `${formatMinor(v, account.sub_unit)} ${account.currency}`;
  return fieldError('amount', `Insufficient funds: the available balance is ${fmt(avail)} and this payment needs ${fmt(needed)} with fees.`);
};

/**
 * The ledger's refusal of a payment as the rule it broke: insufficient funds names the account's
 * available balance (which only the payment knows), the rest as http/errorHandler.ts answers any
 * LedgerError. Anything else (a bug) is given back as it is.
 */
export const paymentRefusal = (e: unknown, account: AccountRow, needed: bigint): unknown => {
  if (!isLedgerError(e)) return e;
  if (e.code === 'insufficient_funds') return insufficientFunds(account, needed);
  return ledgerRefusal(e) ?? e;
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
 * PostgreSQL: the row and its reference in one statement (one round trip less per payment than the insert
 * and then the update below): the id is taken from the table's sequence first (a CTE, evaluated once)
 * and the reference built from it as referenceOf builds it (the id zero-padded to six digits, longer ids whole).
 */
type NewReferenced = Omit<NewTransaction, 'source_reference'> & { reference_year: string };
const insertReferencedPg = prepared(
  allKeys<NewReferenced>()([
    'company_id', 'user_id', 'type', 'status', 'status_reason', 'bank_account_id', 'to_account_id', 'agent_id', 'currency', 'amount', 'fee_amount', 'to_currency', 'to_amount', 'rate',
    'transmission_protocol', 'transfer_service', 'remitter_name', 'beneficiary_name', 'ref_message', 'source_of_funds', 'details', 'original_transaction_id',
    'bypass_duplicate_check', 'import_id', 'external_service_type_id', 'log_created_at', 'decided_by', 'decided_at', 'duplicate_key', 'created_at', 'updated_at', 'reference_year',
  ]),
  (db, { reference_year: year, ...v }: NewReferenced) => {
    const id = sql<number>`(select id from next_transaction)`;
    return db
      .with('next_transaction', (qb) => qb.selectNoFrom(sql<number>`nextval(pg_get_serial_sequence('transactions', 'id'))`.as('id')))
      .insertInto('transactions')
      .values({ ...v, id, source_reference: sql<string>`'KTR-' || ${year} || '-' || lpad(${id}::text, greatest(6, length(${id}::text)), '0')` })
      .returning('id');
  },
);

/** Inserts a new transaction with its reference (KTR-year-id): one statement on PostgreSQL, an insert and an update on SQLite. */
const insertWithReference = async (ctx: AppContext, trx: Kysely<Database>, row: Omit<NewTransaction, 'source_reference'>, at: string): Promise<{ id: number; reference: string }> => {
  if (ctx.engine === 'postgres') {
    const [inserted] = await insertReferencedPg(trx, { ...row, reference_year: at.slice(0, 4) });
    if (!inserted) throw new Error('the new transaction was not inserted');
    return { id: inserted.id, reference: referenceOf(inserted.id, at) };
  }
  const id = await insertTransaction(trx, { ...row, source_reference: `TMP-${crypto.randomUUID()}` });
  const reference = referenceOf(id, at);
  await setReference(trx, { reference, id });
  return { id, reference };
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
  if (minor(source.balance) - minor(source.reserved) < needed) throw insufficientFunds(source, needed);
};

/** Whether any of these duplicate keys names a live payment of the company in the duplicate window (a bulk import's check). */
export const anyRecentDuplicate = async (db: Kysely<Database>, companyId: number, keys: readonly string[], now: Date): Promise<boolean> => {
  const since = nowIso(new Date(now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000));
  for (let i = 0; i < keys.length; i += 500) {
    const dup = await db.selectFrom('transactions').select('id').where('company_id', '=', companyId).where('duplicate_key', 'in', keys.slice(i, i + 500))
      .where('created_at', '>=', since).where('status', 'not in', ['denied', 'rejected', 'failed']).executeTakeFirst();
    if (dup) return true;
  }
  return false;
};

/**
 * Every refusal writePayment gives from the stored data (409 duplicate, 422 insufficient funds), checked
 * without locks and without writing. A call that needs a one-time code runs it before asking for the
 * code (issue 21 item 3); writePayment checks the same again under its locks.
 */
export const checkPayment = async (ctx: AppContext, d: PaymentDraft): Promise<void> => {
  await refusePayment(ctx.db, d, d.source, holdOf(movementOfDraft(d)), ctx.now());
};

/**
 * Writes a payment in one database transaction: locks the accounts (in id order), refuses a suspected
 * duplicate, inserts the transaction, then either holds amount + fee (pending, admin_action_require)
 * or posts its balanced entry at once (approved).
 */
export const writePayment = async (ctx: AppContext, d: PaymentDraft, opts: WriteOptions = {}): Promise<number> => {
  const now = ctx.now();
  const movement = movementOfDraft(d);
  const platform = await platformFor(ctx.db, movement, now);
  // The company's webhook endpoints, read here and not under the account's lock (webhooks/record.ts
  // companyEndpoints says why that is as correct); not at all when this request already saw it has none.
  const endpoints: PreReadEndpoints = { companyId: d.companyId, endpoints: opts.companyHasWebhooks === false ? [] : await companyEndpoints(ctx.db, d.companyId) };
  try {
    return await accountTransaction(ctx, (trx) => writeIn(ctx, trx, d, opts, platform, now, endpoints), opts.accountChanges);
  } catch (e) {
    throw paymentRefusal(e, d.source, holdOf(movement));
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

const writeIn = async (
  ctx: AppContext, trx: Kysely<Database>, d: PaymentDraft, opts: WriteOptions, platform: Awaited<ReturnType<typeof platformFor>>, now: Date, endpoints?: PreReadEndpoints,
): Promise<number> => {
  const at = nowIso(now);
  const movement = movementOfDraft(d);
  const needed = holdOf(movement);
  const tx: LedgerTx = { db: trx, engine: ctx.engine };
  const locked = await lockAccounts(tx, d.status === 'approved' ? movementAccounts(movement, platform) : [d.source.id]);
  await refusePayment(trx, d, locked.get(d.source.id) ?? d.source, needed, now);
  const approved = d.status === 'approved';
  const { id, reference } = await insertWithReference(ctx, trx, {
    company_id: d.companyId, user_id: d.userId, type: d.type, status: d.status, status_reason: null,
    bank_account_id: d.source.id, to_account_id: d.destination?.id ?? null, agent_id: d.agentId,
    currency: d.source.currency, amount: d.amount.toString(), fee_amount: d.fee.toString(),
    to_currency: movement.toCurrency, to_amount: d.toAmount === null ? null : d.toAmount.toString(), rate: d.rate,
    transmission_protocol: d.protocol, transfer_service: d.transferService, remitter_name: d.remitter, beneficiary_name: d.beneficiary,
    ref_message: d.refMessage, source_of_funds: null, details: JSON.stringify(d.details),
    original_transaction_id: d.originalTransactionId, bypass_duplicate_check: d.bypassDuplicate ? 1 : 0, import_id: null,
    external_service_type_id: null, log_created_at: approved ? at : null, decided_by: null, decided_at: approved ? at : null,
    duplicate_key: d.duplicateKey, created_at: at, updated_at: at,
  }, at);
  await recordEvent(trx, id, d.status, d.userId, d.statusComment, at, true, endpoints);
  if (approved) {
    await postEntry(tx, { kind: entryKindOf(d.type), transactionId: id, description: `${d.type} ${id}`, at, lines: movementLines(movement, platform), afterPosting: opts.afterPosting, locked });
    await enqueueDelivery(trx, d, id, now);
  } else if (needed > 0n) {
    await reserve(tx, d.source.id, needed, at, locked.get(d.source.id));
  }
  if (opts.idempotencyId !== undefined) await linkIdempotencyKey(trx, opts.idempotencyId, id, at);
  if (opts.inTransaction) await opts.inTransaction(trx, id, reference);
  if (d.inTransaction) await d.inTransaction(trx, id);
  return id;
};

/** An approved transaction whose balanced entry its caller builds (several legs through platform accounts). */
export type PostedTransaction = Omit<NewTransaction, 'source_reference' | 'log_created_at' | 'decided_at' | 'created_at' | 'updated_at' | 'status'> & {
  /** Its history's first comment. */
  comment: string;
  entry: Pick<EntryInput, 'kind' | 'description' | 'lines'>;
};

/**
 * Writes an approved transaction and posts its entry at once, in the caller's database transaction: the
 * row, its reference, its history and the balanced entry (a purchase link's payment: the platform takes
 * the crypto and credits the merchant in fiat). Answers its id.
 */
export const writePostedIn = async (ctx: AppContext, trx: Kysely<Database>, t: PostedTransaction, at: string): Promise<number> => {
  const { comment, entry, ...row } = t;
  const { id } = await insertWithReference(ctx, trx, { ...row, status: 'approved', log_created_at: at, decided_at: at, created_at: at, updated_at: at }, at);
  await recordEvent(trx, id, 'approved', null, comment, at);
  await postEntry({ db: trx, engine: ctx.engine }, { ...entry, transactionId: id, at });
  return id;
};

/** An approved withdrawal to a remote portal account is delivered by a job, enqueued with the posting. */
export const enqueueDelivery = async (trx: Kysely<Database>, t: { type: string; transferService: string | null }, id: number, now: Date): Promise<void> => {
  if (t.type === 'withdrawal' && t.transferService === 'portal') await enqueue(trx, portalDeliveryJob(id, now));
};
