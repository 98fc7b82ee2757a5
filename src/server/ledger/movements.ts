import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ensurePlatformAccounts, type PlatformAccounts } from './platformAccounts';
import type { EntryKind, PostingLine } from './postings';

/** What a transaction does to the ledger once it completes. */
export type Movement = {
  type: string;
  /** Source account (the credited account of a deposit / receive_crypto). */
  sourceId: number;
  destinationId: number | null;
  currency: string;
  toCurrency: string | null;
  amount: bigint;
  fee: bigint;
  toAmount: bigint | null;
};

export const isIncomingType = (type: string): boolean => type === 'deposit' || type === 'receive_crypto';

/** What a pending transaction holds on its source account: amount + fee (nothing for incoming money). */
export const holdOf = (m: Pick<Movement, 'type' | 'amount' | 'fee'>): bigint => (isIncomingType(m.type) ? 0n : m.amount + m.fee);

export const entryKindOf = (type: string): EntryKind => {
  switch (type) {
    case 'deposit':
    case 'receive_crypto':
      return 'deposit';
    case 'transfer':
      return 'transfer';
    case 'exchange':
      return 'exchange';
    case 'convert':
    case 'buy_crypto':
      return 'convert';
    default:
      return 'withdrawal';
  }
};

/** The platform accounts a movement posts to, created when missing. */
export const platformFor = async (db: Kysely<Database>, m: Pick<Movement, 'currency' | 'toCurrency'>, at: Date): Promise<{ from: PlatformAccounts; to: PlatformAccounts | null }> => ({
  from: await ensurePlatformAccounts(db, m.currency, at),
  to: m.toCurrency && m.toCurrency !== m.currency ? await ensurePlatformAccounts(db, m.toCurrency, at) : null,
});

/**
 * The postings of a movement; each currency sums to zero:
 * - deposit, receive_crypto: settlement −X, customer +X
 * - withdrawal, import, crypto, withdraw_crypto: customer −(X+fee), settlement +X, fees +fee
 * - card: customer −(X+fee), clearing +X, fees +fee
 * - transfer: source −(X+fee), destination +X, fees +fee
 * - exchange, convert, buy_crypto: source −(X+fee), exchange +X, fees +fee in the source currency;
 *   exchange −Y, destination +Y in the target currency
 */
export const movementLines = (m: Movement, platform: { from: PlatformAccounts; to: PlatformAccounts | null }): PostingLine[] => {
  const p = platform.from;
  const debit: PostingLine = { accountId: m.sourceId, amount: -(m.amount + m.fee) };
  const fees: PostingLine = { accountId: p.fees, amount: m.fee };
  switch (m.type) {
    case 'deposit':
    case 'receive_crypto':
      return [{ accountId: p.settlement, amount: -m.amount }, { accountId: m.sourceId, amount: m.amount }];
    case 'card':
      return [debit, { accountId: p.clearing, amount: m.amount }, fees];
    case 'transfer': {
      if (m.destinationId === null) throw new Error('A transfer needs a destination');
      return [debit, { accountId: m.destinationId, amount: m.amount }, fees];
    }
    case 'exchange':
    case 'convert':
    case 'buy_crypto': {
      if (m.destinationId === null || m.toAmount === null || !platform.to) throw new Error(`${m.type} needs a destination, a target amount and a target currency`);
      return [debit, { accountId: p.exchange, amount: m.amount }, fees, { accountId: platform.to.exchange, amount: -m.toAmount }, { accountId: m.destinationId, amount: m.toAmount }];
    }
    default:
      return [debit, { accountId: p.settlement, amount: m.amount }, fees];
  }
};

/**
 * Every account a movement changes (to lock them all, in id order, before anything moves). A line of
 * zero (no fee) changes nothing and is not posted (postEntry), so its account is not locked: on
 * PostgreSQL every fee-free payment of a currency would otherwise queue for the one fees account.
 */
export const movementAccounts = (m: Movement, platform: { from: PlatformAccounts; to: PlatformAccounts | null }): number[] =>
  [...new Set(movementLines(m, platform).filter((l) => l.amount !== 0n).map((l) => l.accountId))];
