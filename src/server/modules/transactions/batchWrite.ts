import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { actingAdminOf } from '../../auth/actingAdmin';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { minor } from '../../db/values';
import { DomainError } from '../../domain/errors';
import type { LedgerTx } from '../../ledger/locks';
import { lockAccounts } from '../../ledger/locks';
import { holdOf } from '../../ledger/movements';
import { reserve } from '../../ledger/reservations';
import { checkPayment, paymentRefusal, referenceOf, writePaymentIn } from './payments';
import type { PaymentDraft } from './types';

/**
 * Writing an import's valid rows, a batch at a time, inside the batch's database transaction.
 *
 * Rows that only hold money (status pending or admin_action_require: nothing is posted until an
 * administrator decides) are written together: the source account is locked and read once, each row
 * is checked against the available balance as it stands after the rows before it (the same refusal,
 * with the same message, as writePayment gives), and the rows that pass are inserted with one
 * statement per table; the hold of all of them is then taken with one call of the ledger's own
 * `reserve`, which checks the available balance again. The columns written are writePayment's
 * (tests/server/importLarge.test.ts compares a row written both ways). A row that would post at
 * once (auto-approved) or carries its own in-transaction step goes through writePaymentIn, alone,
 * inside a savepoint, after the rows before it are written.
 */

export type BatchRow = { row: number; draft: PaymentDraft };
export type RowWritten = { row: number; transactionId: number } | { row: number; error: DomainError };

/** The columns of the `transactions` row writePayment inserts for a draft (service.ts writeIn), with the import set at once. */
const transactionValues = (d: PaymentDraft, at: string, importId: number, reference: string) => {
  const approved = d.status === 'approved';
  return {
    company_id: d.companyId, user_id: d.userId, type: d.type, status: d.status, status_reason: null,
    bank_account_id: d.source.id, to_account_id: d.destination?.id ?? null, agent_id: d.agentId,
    currency: d.source.currency, amount: d.amount.toString(), fee_amount: d.fee.toString(),
    to_currency: d.destination && d.toAmount !== null ? d.destination.currency : null, to_amount: d.toAmount === null ? null : d.toAmount.toString(), rate: d.rate,
    transmission_protocol: d.protocol, transfer_service: d.transferService, remitter_name: d.remitter, beneficiary_name: d.beneficiary,
    ref_message: d.refMessage, source_reference: reference, source_of_funds: null, details: JSON.stringify(d.details),
    original_transaction_id: d.originalTransactionId, bypass_duplicate_check: d.bypassDuplicate ? 1 : 0, import_id: importId,
    external_service_type_id: null, log_created_at: approved ? at : null, decided_by: null, decided_at: approved ? at : null,
    duplicate_key: d.duplicateKey, created_at: at, updated_at: at,
  };
};

/** Rows per multi-row statement (SQLite allows 32,766 parameters; a transactions row has 33). */
const ROWS_PER_STATEMENT = 200;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** A row that only holds money, whose duplicate check is already done (imports check duplicates at submit). */
const isHold = (d: PaymentDraft) => (d.status === 'pending' || d.status === 'admin_action_require') && !d.inTransaction && d.bypassDuplicate;

/**
 * Writes consecutive hold rows of one source account: answers what became of each. Nothing here
 * commits: the caller's transaction does.
 */
const writeHolds = async (app: AppContext, trx: Kysely<Database>, importId: number, rows: readonly BatchRow[], at: string): Promise<RowWritten[]> => {
  const first = rows[0];
  if (!first) return [];
  const sourceId = first.draft.source.id;
  const tx: LedgerTx = { db: trx, engine: app.engine };
  const account = (await lockAccounts(tx, [sourceId])).get(sourceId);
  if (!account) throw new Error(`Account ${sourceId} is gone`);
  const out: RowWritten[] = [];
  const accepted: { row: number; draft: PaymentDraft; reference: string }[] = [];
  const reserved = minor(account.reserved);
  let held = 0n;
  const token = crypto.randomBytes(9).toString('base64url');
  for (const r of rows) {
    const needed = holdOf({ type: r.draft.type, amount: r.draft.amount, fee: r.draft.fee });
    // The account as this row finds it: the holds of the rows before it taken.
    const state = { ...account, reserved: (reserved + held).toString() };
    try {
      await checkPayment(app, { ...r.draft, source: state });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      out.push({ row: r.row, error: e });
      continue;
    }
    held += needed;
    accepted.push({ row: r.row, draft: r.draft, reference: `TMP-${token}-${accepted.length}` });
  }
  if (accepted.length === 0) return out;
  const ids = new Map<string, number>();
  for (const part of chunks(accepted, ROWS_PER_STATEMENT)) {
    const inserted = await trx.insertInto('transactions').values(part.map((a) => transactionValues(a.draft, at, importId, a.reference))).returning(['id', 'source_reference']).execute();
    for (const t of inserted) if (t.source_reference) ids.set(t.source_reference, t.id);
  }
  const written = accepted.map((a) => {
    const id = ids.get(a.reference);
    if (id === undefined) throw new Error(`Import ${importId}: row ${a.row} was not inserted`);
    return { ...a, id };
  });
  for (const part of chunks(written, ROWS_PER_STATEMENT)) {
    const cases = sql.join(part.map((w) => sql`when ${w.id} then ${referenceOf(w.id, at)}`), sql` `);
    await trx.updateTable('transactions').set({ source_reference: sql<string>`case id ${cases} end` }).where('id', 'in', part.map((w) => w.id)).execute();
    const admin = actingAdminOf(trx);
    await trx.insertInto('transaction_events').values(part.map((w) => ({ transaction_id: w.id, status: w.draft.status, user_id: w.draft.userId, comment: w.draft.statusComment, acting_admin_id: admin, created_at: at }))).execute();
  }
  // The ledger's own hold, checked once more against the account as it is now.
  if (held > 0n) await reserve(tx, sourceId, held, at);
  for (const w of written) out.push({ row: w.row, transactionId: w.id });
  return out.sort((a, b) => a.row - b.row);
};

/** One row through writePaymentIn, in a savepoint: a refusal undoes this row only. */
const writeOne = async (app: AppContext, trx: Kysely<Database>, importId: number, r: BatchRow): Promise<RowWritten> => {
  await sql`savepoint import_row`.execute(trx);
  try {
    const id = await writePaymentIn(app, trx, r.draft, {
      inTransaction: async (t, transactionId) => {
        await t.updateTable('transactions').set({ import_id: importId }).where('id', '=', transactionId).execute();
      },
    });
    await sql`release savepoint import_row`.execute(trx);
    return { row: r.row, transactionId: id };
  } catch (raw) {
    await sql`rollback to savepoint import_row`.execute(trx);
    await sql`release savepoint import_row`.execute(trx);
    const e = paymentRefusal(raw, r.draft.source, holdOf({ type: r.draft.type, amount: r.draft.amount, fee: r.draft.fee }));
    if (e instanceof DomainError) return { row: r.row, error: e };
    throw e;
  }
};

/**
 * Writes the valid rows of a batch in row order: runs of hold rows of one account together, other
 * rows one by one. Answers each row's transaction or its refusal.
 */
export const writeImportRows = async (app: AppContext, trx: Kysely<Database>, importId: number, rows: readonly BatchRow[], at: string): Promise<RowWritten[]> => {
  const out: RowWritten[] = [];
  let run: BatchRow[] = [];
  const flush = async () => {
    out.push(...(await writeHolds(app, trx, importId, run, at)));
    run = [];
  };
  for (const r of rows) {
    if (isHold(r.draft) && (run.length === 0 || run[0]?.draft.source.id === r.draft.source.id)) {
      run.push(r);
      continue;
    }
    await flush();
    if (isHold(r.draft)) run.push(r);
    else out.push(await writeOne(app, trx, importId, r));
  }
  await flush();
  return out;
};
