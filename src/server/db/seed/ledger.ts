import type { Insertable } from 'kysely';
import type { JournalEntriesTable, PostingsTable } from '../schemaDomain';
import type { AccountInfo } from './accounts';
import type { IdAllocator } from './batch';
import type { CurrencyCode, PlatformRole } from './constants';
import { checkBalanced, type EntryKind } from '../../ledger/postings';

export type { EntryKind } from '../../ledger/postings';
export type Line = { account: AccountInfo; amount: bigint };

/**
 * The seed's in-memory double-entry ledger. It enforces the invariants the database must hold:
 * every entry balances per currency, postings are the only way balances move, and a customer
 * account's available balance (balance − reserved) never goes below zero.
 */
export class Ledger {
  readonly entries: Insertable<JournalEntriesTable>[] = [];
  readonly postings: Insertable<PostingsTable>[] = [];
  private readonly balances = new Map<number, bigint>();
  private readonly holds = new Map<number, bigint>();
  private readonly platformByKey = new Map<string, AccountInfo>();

  constructor(accounts: readonly AccountInfo[], private readonly ids: IdAllocator) {
    for (const a of accounts) {
      this.balances.set(a.id, 0n);
      this.holds.set(a.id, 0n);
      if (a.kind === 'platform' && a.role) this.platformByKey.set(`${a.role}:${a.currency}`, a);
    }
  }

  platform(role: PlatformRole, currency: CurrencyCode): AccountInfo {
    const account = this.platformByKey.get(`${role}:${currency}`);
    if (!account) throw new Error(`No platform ${role} account in ${currency}`);
    return account;
  }

  balance(accountId: number): bigint {
    return this.balances.get(accountId) ?? 0n;
  }

  reserved(accountId: number): bigint {
    return this.holds.get(accountId) ?? 0n;
  }

  available(accountId: number): bigint {
    return this.balance(accountId) - this.reserved(accountId);
  }

  /** Holds amount + fee of a pending transaction on its source account. */
  hold(account: AccountInfo, amount: bigint): void {
    if (amount <= 0n) throw new Error('A hold must be positive');
    if (account.kind === 'customer' && this.available(account.id) < amount) throw new Error(`Hold exceeds available balance of account ${account.id}`);
    this.holds.set(account.id, this.reserved(account.id) + amount);
  }

  /** Writes one balanced journal entry. Zero lines are dropped. Returns the entry id. */
  post(kind: EntryKind, transactionId: number | null, description: string, at: string, lines: readonly Line[]): number {
    const real = lines.filter((l) => l.amount !== 0n);
    checkBalanced(real.map((l) => ({ currency: l.account.currency, amount: l.amount })), `${kind} entry`);
    const next = new Map<number, bigint>();
    for (const l of real) next.set(l.account.id, (next.get(l.account.id) ?? this.balance(l.account.id)) + l.amount);
    for (const l of real) {
      const after = next.get(l.account.id) ?? 0n;
      if (l.account.kind === 'customer' && after - this.reserved(l.account.id) < 0n) throw new Error(`Entry would overdraw account ${l.account.id}`);
    }
    const entryId = this.ids.next('journal_entries');
    this.entries.push({ id: entryId, transaction_id: transactionId, kind, description, created_at: at });
    for (const l of real) {
      const after = this.balance(l.account.id) + l.amount;
      this.balances.set(l.account.id, after);
      this.postings.push({ id: this.ids.next('postings'), entry_id: entryId, bank_account_id: l.account.id, currency: l.account.currency, amount: l.amount, balance_after: after, created_at: at });
    }
    return entryId;
  }
}
