import type { AccountInfo } from './accounts';
import type { AgentInfo } from './beneficiaries';
import type { Routing } from './choose';
import type { CompanyKey, TransactionType } from './constants';

/** A seeded transaction before its row is written: what the builder chose (transactions.ts) and the texts describe (txnText.ts). */
export type Draft = {
  type: TransactionType;
  company: CompanyKey;
  source: AccountInfo;
  destination: AccountInfo | null;
  agent: AgentInfo | null;
  amount: bigint;
  fee: bigint;
  toAmount: bigint | null;
  rate: string | null;
  prices: readonly [bigint, bigint] | null;
  routing: Routing;
  remitter: string;
  beneficiary: string;
  refMessage: string | null;
  wallet: string | null;
  importIndex: number | null;
};

/** Who decides seeded transactions: each company's manager, and the administrator. */
export type SeedPeople = { managerOf: Partial<Record<CompanyKey, number>>; adminId: number };
/** What the seeded transactions of one import add up to. */
export type ImportTally = { count: number; amount: bigint; withFee: bigint };
