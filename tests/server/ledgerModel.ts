import { sql } from 'kysely';
import { type Quote, RATE_SCALE, type RatesProvider, rateFromPrices, rateText } from '../../src/server/ledger/rates';
import type { TestApp } from './harness';

/**
 * The in-memory model of the ledger property tests: what every operation should do to each balance,
 * computed with its own arithmetic (fees, rates, statuses), plus invariant checks written as plain
 * aggregate SQL (independent of the production integrity code).
 */

export type Cur = 'EUR' | 'USD';
/** Customer accounts of a run, and the platform accounts as "role:currency". */
export type Key = 'eur1' | 'eur2' | 'usd' | `${'fees' | 'settlement' | 'exchange' | 'clearing'}:${Cur}`;
export const CUSTOMER_KEYS = ['eur1', 'eur2', 'usd'] as const;
export const currencyOf = (k: Key): Cur => (k === 'usd' || k.endsWith(':USD') ? 'USD' : 'EUR');

/** EUR prices (scaled 10^8) of the fixed market: EUR→USD is exactly 1.25, USD→EUR exactly 0.8. */
const PRICES: Record<Cur, bigint> = { EUR: 100_000_000n, USD: 80_000_000n };

export class FixedRates implements RatesProvider {
  readonly name = 'fixed-test-rates';
  async quote(sell: string, buy: string, at: Date): Promise<Quote> {
    const scaled = sell === buy ? RATE_SCALE : rateFromPrices(PRICES[sell as Cur], PRICES[buy as Cur]);
    return { sell, buy, scaled, rate: rateText(scaled), at: at.toISOString(), expiresAt: new Date(at.getTime() + 60_000).toISOString() };
  }
  async priceEur(currency: string): Promise<bigint> {
    return PRICES[currency as Cur];
  }
}

/** Fee plans of the runs, and the model's own evaluation of them. */
export const FEE_PLANS = [
  { fee_type: 'TRANSFER', rules: { fixed: '25', percent_bp: 10, min: '50', max: '1000' } },
  { fee_type: 'EXCHANGE', rules: { fixed: '0', percent_bp: 50, min: null, max: null } },
] as const;
export const transferFee = (a: bigint): bigint => {
  const fee = 25n + (a * 10n + 5_000n) / 10_000n;
  return fee < 50n ? 50n : fee > 1_000n ? 1_000n : fee;
};
export const exchangeFee = (a: bigint): bigint => (a * 50n + 5_000n) / 10_000n;
export const convertAmount = (a: bigint, from: Cur, to: Cur): bigint => (from === to ? a : from === 'EUR' ? (a * 125n) / 100n : (a * 80n) / 100n);
export const eurValue = (a: bigint, c: Cur): bigint => (c === 'EUR' ? a : (a * 80n) / 100n);
/** compliance_auto_approve max_amount of the runs (EUR minor units), and the admin threshold of external payments. */
export const AUTO_APPROVE_MAX = 2_000n;
export const ADMIN_THRESHOLD = 1_000_000n;

export const fmt = (v: bigint): string => `${v / 100n}.${(v % 100n).toString().padStart(2, '0')}`;

export type ModelTx = { id: number; status: string; src: Key; hold: bigint; lines: [Key, bigint][] };

export class LedgerModel {
  readonly balance = new Map<Key, bigint>();
  readonly reserved = new Map<Key, bigint>();
  readonly txs: ModelTx[] = [];

  bal(k: Key): bigint {
    return this.balance.get(k) ?? 0n;
  }
  res(k: Key): bigint {
    return this.reserved.get(k) ?? 0n;
  }
  available(k: Key): bigint {
    return this.bal(k) - this.res(k);
  }
  post(lines: [Key, bigint][]): void {
    for (const [k, d] of lines) this.balance.set(k, this.bal(k) + d);
  }
  hold(k: Key, amount: bigint): void {
    this.reserved.set(k, this.res(k) + amount);
  }
}

export type Problem = string;

/** Whole-database invariants, as aggregate queries. Returns what is wrong (empty = all hold). */
export const invariantProblems = async (t: TestApp): Promise<Problem[]> => {
  const db = t.db.db;
  const out: Problem[] = [];
  const unbalanced = await sql<{ entry_id: number; currency: string }>`select entry_id, currency from postings group by entry_id, currency having sum(amount) <> 0`.execute(db);
  for (const r of unbalanced.rows) out.push(`entry ${r.entry_id} does not balance in ${r.currency}`);
  const totals = await sql<{ currency: string; s: string }>`select currency, cast(sum(amount) as text) as s from postings group by currency`.execute(db);
  for (const r of totals.rows) if (BigInt(r.s) !== 0n) out.push(`postings in ${r.currency} sum to ${r.s}`);
  const stored = await sql<{ id: number; balance: string; reserved: string; owner_kind: string; posted: string; holds: string; last: string | null }>`
    select a.id, cast(a.balance as text) as balance, cast(a.reserved as text) as reserved, a.owner_kind,
      cast(coalesce((select sum(p.amount) from postings p where p.bank_account_id = a.id), 0) as text) as posted,
      cast(coalesce((select sum(x.amount + x.fee_amount) from transactions x where x.bank_account_id = a.id and x.status in ('pending', 'admin_action_require')), 0) as text) as holds,
      cast((select p.balance_after from postings p where p.bank_account_id = a.id order by p.id desc limit 1) as text) as last
    from bank_accounts a`.execute(db);
  for (const a of stored.rows) {
    if (BigInt(a.balance) !== BigInt(a.posted)) out.push(`account ${a.id}: balance ${a.balance} but postings sum to ${a.posted}`);
    if (BigInt(a.balance) !== BigInt(a.last ?? 0)) out.push(`account ${a.id}: balance ${a.balance} but last balance_after ${a.last}`);
    if (BigInt(a.reserved) !== BigInt(a.holds)) out.push(`account ${a.id}: reserved ${a.reserved} but holds ${a.holds}`);
    if (a.owner_kind === 'customer' && BigInt(a.balance) - BigInt(a.reserved) < 0n) out.push(`customer account ${a.id} has a negative available balance`);
  }
  // The balance after each transaction kept on its row (migration 027) is its last posting on its own account, reversals aside.
  const kept = await sql<{ id: number; kept: string | null; derived: string | null }>`
    select t.id, cast(t.balance_after as text) as kept,
      cast((select p.balance_after from journal_entries e join postings p on p.entry_id = e.id
        where e.transaction_id = t.id and e.kind <> 'reversal' and p.bank_account_id = t.bank_account_id order by p.id desc limit 1) as text) as derived
    from transactions t`.execute(db);
  for (const r of kept.rows) if (r.kept !== r.derived) out.push(`transaction ${r.id}: balance_after ${r.kept} but its postings give ${r.derived}`);
  return out;
};
