import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TRANSACTION_BODIES } from '../../../contract/calls/forms';
import type { SettingsValues } from '../../../contract/enums';
import type { AppContext, CompanyRow, UserRow } from '../../context';
import type { Database } from '../../db/schema';
import type { AccountChanges } from '../../ledger/accountChanges';
import type { FeePlanDef, FeeType } from '../../ledger/fees';
import type { AccountRow } from '../../ledger/locks';
import type { EntryInput } from '../../ledger/postings';
import type { RatesProvider } from '../../ledger/rates';

/**
 * The shapes the payment path shares with the modules that build or write payments (drafts, PSP
 * deposits, crypto, imports, agent recalls): below all of them, so that imports run one way.
 */

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
  /** awaiting_approval: held for the company's own approvers (modules/approvals/hold.ts), then the status it would have had. */
  status: 'pending' | 'admin_action_require' | 'approved' | 'awaiting_approval';
  /** Why it was approved at once or sent to an admin (history comment). */
  statusComment: string;
  /** Runs inside the payment's database transaction after the insert (a PSP deposit links its PSP payment). */
  inTransaction?: (trx: Kysely<Database>, transactionId: number) => Promise<void>;
};

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
  /**
   * Whether the company had a live webhook endpoint when this request read its fee plans (DraftEnv
   * presence): false spares writePayment its read of the endpoints; undefined reads them (before the lock).
   */
  companyHasWebhooks?: boolean | undefined;
};

/** What the company has, read with its fee plans: approval rules, live webhook endpoints. */
export type CompanyPresence = { approvalRules: boolean; webhooks: boolean };

/** What a payment is drafted against: the caller, the company's settings, fee plans and rates, read once per request. */
export type DraftEnv = {
  ctx: AppContext;
  user: UserRow;
  company: CompanyRow;
  settings: SettingsValues;
  plans: FeePlanDef[];
  rates: RatesProvider;
  now: Date;
  /**
   * Whether the company had any approval rule and any live webhook endpoint when this request read its
   * fee plans (drafts.ts draftEnv); undefined when unknown (then they are read where needed).
   */
  presence?: CompanyPresence | undefined;
  /**
   * Accounts already read for this request, by id: a batch (an import validates every row against one
   * account) reads its account once instead of once per row.
   */
  accounts?: ReadonlyMap<number, AccountRow>;
  /**
   * false: the drafts' duplicate keys are neither checked nor stored by the caller (an import's preview
   * validates up to 100,000 rows), so they are not computed (null). Otherwise computed.
   */
  duplicateKeys?: boolean;
};

type IbanBody = z.output<(typeof TRANSACTION_BODIES)['iban']>;
/** A withdrawal's parsed body, or a part of one (an import row has the template's fields only: the others are absent). */
export type IbanFields = Partial<IbanBody> & Pick<IbanBody, 'bank_account_id' | 'amount' | 'transfer_service' | 'customer_legal_type'>;
