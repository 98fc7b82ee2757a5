import type { Id, Timestamp } from './types';

/** Tables of migration 031: a company's own approval rules (maker-checker) and the approvals they call for (modules/approvals). */
export type ApprovalRulesTable = {
  id: Id;
  company_id: number;
  /** The currency the rule watches; null: every currency, the payment's value taken in EUR. */
  currency: string | null;
  /** From this amount (decimal text, in the rule's currency, or EUR) a payment needs approval. */
  threshold: string;
  /** Approvals needed from other managers of the company: 1 or 2. */
  approvals_required: number;
  /** How an import batch is measured against the threshold: total | largest_row. */
  import_basis: string;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A company's approval settings (one row per company; absent: the defaults). */
export type ApprovalSettingsTable = {
  company_id: number;
  /** A payment not approved within this many days expires. */
  expiry_days: number;
  updated_at: Timestamp;
};

/** One payment (or import batch) held until the company's managers approve it. */
export type PaymentApprovalsTable = {
  id: Id;
  company_id: number;
  /** The held payment, or null for an import batch. */
  transaction_id: number | null;
  /** The held import batch, or null for a payment. */
  import_id: number | null;
  /** The rule that called for it (kept: the rule may change or go later), and a copy of what it said. */
  rule_id: number | null;
  rule: string;
  required: number;
  /** awaiting | approved | rejected | expired | withdrawn */
  status: string;
  requested_by: number;
  /** The status the payment takes once approved (pending, admin_action_require or approved) and its history comment. */
  then_status: string;
  then_comment: string;
  /** Grand total (amount + fee, minor units) in `currency`. */
  total: string;
  currency: string;
  expires_at: Timestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
  reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One manager's approval of one held payment. */
export type PaymentApprovalVotesTable = {
  id: Id;
  approval_id: number;
  user_id: number;
  created_at: Timestamp;
};

export type ApprovalTables = {
  approval_rules: ApprovalRulesTable;
  approval_settings: ApprovalSettingsTable;
  payment_approvals: PaymentApprovalsTable;
  payment_approval_votes: PaymentApprovalVotesTable;
};
