import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { minor, nowIso } from '../db/values';

/** Statuses that hold amount + fee on the source account (awaiting_approval: held for the company's own approvers, issue 40). */
export const HOLDING_STATUSES = ['pending', 'admin_action_require', 'awaiting_approval'] as const;

/** The holding statuses an administrator decides on: a payment awaiting the company's own approval is not theirs yet. */
export const ADMIN_DECIDABLE_STATUSES = ['pending', 'admin_action_require'] as const;

export type AccountCheck = {
  bankAccountId: number;
  /** Stored balance. */
  balance: bigint;
  /** Sum of the account's postings. */
  postingsSum: bigint;
  /** balance_after of the account's last posting (0 without postings). */
  lastBalanceAfter: bigint;
  reserved: bigint;
  /** amount + fee of the account's pending and admin_action_require transactions. */
  holdsSum: bigint;
  passed: boolean;
};

const sumText = (expr: string) => sql<string | number | null>`cast(coalesce(sum(${sql.raw(expr)}), 0) as text)`;

/** Checks one account: balance = Σ postings = last balance_after, reserved = Σ holds. */
export const checkAccount = async (db: Kysely<Database>, accountId: number): Promise<AccountCheck | null> => {
  const account = await db.selectFrom('bank_accounts').select(['id', 'balance', 'reserved']).where('id', '=', accountId).executeTakeFirst();
  if (!account) return null;
  const posted = await db.selectFrom('postings').select(sumText('amount').as('s')).where('bank_account_id', '=', accountId).executeTakeFirst();
  const last = await db.selectFrom('postings').select('balance_after').where('bank_account_id', '=', accountId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const holds = await db
    .selectFrom('transactions')
    .select(sumText('amount + fee_amount').as('s'))
    .where('bank_account_id', '=', accountId)
    .where('status', 'in', [...HOLDING_STATUSES])
    .executeTakeFirst();
  const balance = minor(account.balance);
  const postingsSum = minor(posted?.s ?? 0);
  const lastBalanceAfter = last ? minor(last.balance_after) : 0n;
  const reserved = minor(account.reserved);
  const holdsSum = minor(holds?.s ?? 0);
  return {
    bankAccountId: accountId, balance, postingsSum, lastBalanceAfter, reserved, holdsSum,
    passed: balance === postingsSum && lastBalanceAfter === balance && reserved === holdsSum,
  };
};

/** Stores the result of a check (status passed | failed) and returns the row id. */
export const recordCheck = async (db: Kysely<Database>, check: AccountCheck, userId: number | null, at: Date): Promise<number> => {
  const now = nowIso(at);
  const row = await db
    .insertInto('integrity_checks')
    .values({
      started_at: now, finished_at: now, status: check.passed ? 'passed' : 'failed', accounts_checked: 1,
      mismatches: check.passed ? null : JSON.stringify([{ bank_account_id: check.bankAccountId, balance: check.balance.toString(), postings_sum: check.postingsSum.toString(), last_balance_after: check.lastBalanceAfter.toString(), reserved: check.reserved.toString(), holds_sum: check.holdsSum.toString() }]),
      bank_account_id: check.bankAccountId, balance: check.balance.toString(), postings_sum: check.postingsSum.toString(),
      reserved: check.reserved.toString(), holds_sum: check.holdsSum.toString(), user_id: userId, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export type LedgerReport = {
  accounts: AccountCheck[];
  failedAccounts: AccountCheck[];
  /** Entries whose postings of one currency do not sum to zero. */
  unbalancedEntries: { entryId: number; currency: string; sum: bigint }[];
  /** Σ balances per currency over every account (customer and platform): always zero in a closed ledger. */
  currencyTotals: Record<string, bigint>;
  passed: boolean;
};

/** The whole ledger: every account, every entry, every currency. */
export const verifyLedger = async (db: Kysely<Database>): Promise<LedgerReport> => {
  const ids = await db.selectFrom('bank_accounts').select(['id', 'currency', 'balance']).orderBy('id').execute();
  const accounts: AccountCheck[] = [];
  const currencyTotals: Record<string, bigint> = {};
  for (const a of ids) {
    const c = await checkAccount(db, a.id);
    if (c) accounts.push(c);
    currencyTotals[a.currency] = (currencyTotals[a.currency] ?? 0n) + minor(a.balance);
  }
  const unbalanced = await db
    .selectFrom('postings')
    .select(['entry_id', 'currency', sumText('amount').as('s')])
    .groupBy(['entry_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  const unbalancedEntries = unbalanced.map((u) => ({ entryId: u.entry_id, currency: u.currency, sum: minor(u.s ?? 0) }));
  const failedAccounts = accounts.filter((a) => !a.passed);
  return {
    accounts,
    failedAccounts,
    unbalancedEntries,
    currencyTotals,
    passed: failedAccounts.length === 0 && unbalancedEntries.length === 0 && Object.values(currencyTotals).every((v) => v === 0n),
  };
};
