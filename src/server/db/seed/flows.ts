import type { AccountInfo } from './accounts';
import type { TransactionType } from './constants';
import type { EntryKind, Ledger, Line } from './ledger';

/** What an approved transaction does to the ledger. */
export type Movement = {
  type: TransactionType;
  /** Source account (credited account for deposit / receive_crypto). */
  source: AccountInfo;
  destination: AccountInfo | null;
  amount: bigint;
  fee: bigint;
  toAmount: bigint | null;
};

export const entryKind = (type: TransactionType): EntryKind => {
  switch (type) {
    case 'deposit':
    case 'receive_crypto':
      return 'deposit';
    case 'transfer':
    case 'crypto':
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

export const isIncomingType = (type: TransactionType): boolean => type === 'deposit' || type === 'receive_crypto';

/** Which fee plan prices a transaction type; incoming money is free. */
export const feeTypeOf = (type: TransactionType): 'TRANSFER' | 'EXCHANGE' | null => {
  if (type === 'exchange' || type === 'convert' || type === 'buy_crypto') return 'EXCHANGE';
  return isIncomingType(type) ? null : 'TRANSFER';
};

/** What an approved or held transaction takes from its source account: amount + fee (0 for incoming). */
export const debitOf = (m: Pick<Movement, 'type' | 'amount' | 'fee'>): bigint => (isIncomingType(m.type) ? 0n : m.amount + m.fee);

/**
 * The postings of a movement; each currency sums to zero:
 * - deposit, receive_crypto: settlement −X, customer +X
 * - withdrawal, import, withdraw_crypto: customer −(X+fee), settlement +X, fees +fee (card: clearing instead of settlement)
 * - transfer, crypto (same currency): source −(X+fee), destination +X, fees +fee
 * - exchange, convert, buy_crypto: source −(X+fee), exchange +X, fees +fee in the source currency;
 *   exchange −Y, destination +Y in the target currency
 */
export const linesFor = (ledger: Ledger, m: Movement): Line[] => {
  const cur = m.source.currency;
  const fees: Line = { account: ledger.platform('fees', cur), amount: m.fee };
  const debit: Line = { account: m.source, amount: -(m.amount + m.fee) };
  switch (m.type) {
    case 'deposit':
    case 'receive_crypto':
      return [{ account: ledger.platform('settlement', cur), amount: -m.amount }, { account: m.source, amount: m.amount }];
    case 'withdrawal':
    case 'import':
    case 'withdraw_crypto':
      return [debit, { account: ledger.platform('settlement', cur), amount: m.amount }, fees];
    case 'card':
      return [debit, { account: ledger.platform('clearing', cur), amount: m.amount }, fees];
    case 'transfer':
    case 'crypto': {
      if (!m.destination || m.destination.currency !== cur) throw new Error(`${m.type} needs a destination in ${cur}`);
      return [debit, { account: m.destination, amount: m.amount }, fees];
    }
    case 'exchange':
    case 'convert':
    case 'buy_crypto': {
      if (!m.destination || m.toAmount === null) throw new Error(`${m.type} needs a destination and a target amount`);
      const to = m.destination.currency;
      return [
        debit,
        { account: ledger.platform('exchange', cur), amount: m.amount },
        fees,
        { account: ledger.platform('exchange', to), amount: -m.toAmount },
        { account: m.destination, amount: m.toAmount },
      ];
    }
  }
};
