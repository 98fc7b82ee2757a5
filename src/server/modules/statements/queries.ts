import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { minor, parseJson } from '../../db/values';

/**
 * The ledger's side of a statement: which postings of the account fall in the period, the balance
 * before and after them, and each booked entry. The period is cut by posting id (the last posting
 * before each end), so opening + Σ entries = closing holds by the ledger's own chain of balance_after.
 */
export type StatementBounds = { afterId: number; upToId: number; opening: bigint; closing: bigint };

const lastPostingBefore = async (db: Kysely<Database>, accountId: number, at: Date): Promise<{ id: number; balance: bigint }> => {
  const row = await db.selectFrom('postings').select(['id', 'balance_after']).where('bank_account_id', '=', accountId).where('created_at', '<', at.toISOString())
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? { id: Number(row.id), balance: minor(row.balance_after) } : { id: 0, balance: 0n };
};

export const statementBounds = async (db: Kysely<Database>, accountId: number, from: Date, to: Date): Promise<StatementBounds> => {
  const [start, end] = await Promise.all([lastPostingBefore(db, accountId, from), lastPostingBefore(db, accountId, to)]);
  // A posting written late with an earlier time cannot move the end before the start.
  return end.id < start.id ? { afterId: start.id, upToId: start.id, opening: start.balance, closing: start.balance } : { afterId: start.id, upToId: end.id, opening: start.balance, closing: end.balance };
};

export type Counterparty = { name: string | null; iban: string | null; bic: string | null };

/** One booked entry of the account: the postings of one journal entry on it, with what its transaction says. */
export type StatementEntry = {
  entryId: number;
  /** Signed minor units: credit +, debit −. */
  amount: bigint;
  /** Of a debit: the part of it that is the fee (minor units, positive), else 0. */
  fee: bigint;
  bookedAt: string;
  /** The journal entry's kind: deposit, withdrawal, transfer, exchange, convert, fee, reversal, credit. */
  kind: string;
  transactionType: string | null;
  /** The bank's reference: the transaction's reference, or the entry's own. */
  reference: string;
  counterparty: Counterparty;
  remittance: string | null;
  reversal: boolean;
};

const BATCH = 1000;

type Row = {
  posting_id: number; entry_id: number; amount: string | number | bigint; created_at: string; kind: string; transaction_id: number | null;
  t_type: string | null; t_source: number | null; t_to: number | null; t_fee: string | number | bigint | null; t_ref: string | null; remitter: string | null;
  beneficiary: string | null; ref_message: string | null; details: string | null;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

type AccountBrief = { iban: string | null; bic: string | null; name: string };

/** The other side of the entry, by the transaction's direction (a reversal keeps its transaction's counterparty). */
const counterpartyOf = (r: Row, accountId: number, accounts: ReadonlyMap<number, AccountBrief>): Counterparty => {
  if (r.t_type === null) return { name: null, iban: null, bic: null };
  const details = parseJson<Record<string, unknown>>(r.details, {});
  const incoming = r.t_type === 'deposit' || r.t_type === 'receive_crypto';
  if (incoming) return { name: text(details.sender_name) ?? text(r.remitter), iban: text(details.sender_iban), bic: text(details.sender_bic) };
  const outgoing = r.t_source === accountId;
  const other = outgoing ? r.t_to : r.t_source;
  const account = other === null ? undefined : accounts.get(other);
  if (account) return { name: outgoing ? (text(r.beneficiary) ?? account.name) : (text(r.remitter) ?? account.name), iban: account.iban, bic: account.bic };
  return outgoing ? { name: text(r.beneficiary), iban: text(details.customer_iban), bic: text(details.bank_swift) } : { name: text(r.remitter), iban: null, bic: null };
};

const entryOf = (group: readonly Row[], accountId: number, accounts: ReadonlyMap<number, AccountBrief>): StatementEntry => {
  const first = group[0] as Row;
  const amount = group.reduce((sum, r) => sum + minor(r.amount), 0n);
  const debitOfOwnPayment = amount < 0n && first.t_source === accountId && first.kind !== 'reversal';
  return {
    entryId: first.entry_id,
    amount,
    fee: debitOfOwnPayment ? minor(first.t_fee) : 0n,
    bookedAt: first.created_at,
    kind: first.kind,
    transactionType: first.t_type,
    reference: first.t_ref ?? `E${first.entry_id}`,
    counterparty: counterpartyOf(first, accountId, accounts),
    remittance: text(first.ref_message),
    reversal: first.kind === 'reversal',
  };
};

/** The booked entries of the account between the bounds, in booking order, a batch at a time. */
export async function* statementEntries(db: Kysely<Database>, accountId: number, bounds: StatementBounds): AsyncGenerator<StatementEntry[]> {
  let after = bounds.afterId;
  let pending: Row[] = [];
  while (after < bounds.upToId) {
    const rows = (await db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as j', 'j.id', 'p.entry_id')
      .leftJoin('transactions as t', 't.id', 'j.transaction_id')
      .select(['p.id as posting_id', 'p.entry_id', 'p.amount', 'p.created_at', 'j.kind', 'j.transaction_id', 't.type as t_type', 't.bank_account_id as t_source', 't.to_account_id as t_to',
        't.fee_amount as t_fee', 't.source_reference as t_ref', 't.remitter_name as remitter', 't.beneficiary_name as beneficiary', 't.ref_message', 't.details'])
      .where('p.bank_account_id', '=', accountId)
      .where('p.id', '>', after)
      .where('p.id', '<=', bounds.upToId)
      .orderBy('p.id')
      .limit(BATCH)
      .execute()) as Row[];
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]?.posting_id ?? bounds.upToId);
    const all = [...pending, ...rows];
    // The postings of one journal entry on one account are written together: keep the last group for the next batch.
    const lastEntry = all[all.length - 1]?.entry_id;
    const done = after >= bounds.upToId ? all : all.filter((r) => r.entry_id !== lastEntry);
    pending = after >= bounds.upToId ? [] : all.filter((r) => r.entry_id === lastEntry);
    const ids = [...new Set(done.flatMap((r) => [r.t_source, r.t_to]).filter((v): v is number => v !== null && v !== accountId))];
    const accounts = new Map<number, AccountBrief>();
    if (ids.length > 0) for (const a of await db.selectFrom('bank_accounts').select(['id', 'iban', 'bic', 'name']).where('id', 'in', ids).execute()) accounts.set(a.id, a);
    const groups: Row[][] = [];
    for (const r of done) {
      const g = groups[groups.length - 1];
      if (g && g[0]?.entry_id === r.entry_id) g.push(r);
      else groups.push([r]);
    }
    const entries = groups.map((g) => entryOf(g, accountId, accounts)).filter((e) => e.amount !== 0n);
    if (entries.length > 0) yield entries;
  }
  if (pending.length > 0) throw new Error('statement entries: a group was left unread');
}
