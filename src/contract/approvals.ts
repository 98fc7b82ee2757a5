import type { Decimal } from './entities/scalars';
import type { Currency, TransactionType } from './enums';

/** Issue 40: a company's own approval rules (maker-checker) and the payments they hold. */

export const APPROVAL_IMPORT_BASES = ['total', 'largest_row'] as const;
export type ApprovalImportBasis = (typeof APPROVAL_IMPORT_BASES)[number];

export const APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected', 'expired', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Days a held payment waits for its approvals by default (a company setting, 1–90). */
export const APPROVAL_EXPIRY_DAYS_DEFAULT = 7;
export const APPROVAL_EXPIRY_DAYS_MAX = 90;

/** One approval rule: from `threshold` (in `currency`, or in EUR for every currency) a payment needs `approvals_required` approvals from other managers. */
export type ApprovalRule = {
  id: number;
  /** null: every currency (the payment's value in EUR is compared). */
  currency: Currency | null;
  threshold: Decimal;
  approvals_required: 1 | 2;
  /** An import batch is measured by its total or by its largest row. */
  import_basis: ApprovalImportBasis;
  created_at: string;
  updated_at: string;
};

export type ApprovalSettings = { expiry_days: number };

export type ApprovalPerson = { id: number; name: string; email: string };

/** One held payment or import batch of the approvals inbox. */
export type PaymentApproval = {
  id: number;
  kind: 'transaction' | 'import';
  transaction_id: number | null;
  import_id: number | null;
  /** The payment's reference, or the import's file name. */
  reference: string;
  type: TransactionType | 'import';
  beneficiary: string | null;
  status: ApprovalStatus;
  /** Grand total: amount + fee. */
  total: Decimal;
  currency: string;
  requested_by: ApprovalPerson | null;
  requested_at: string;
  expires_at: string;
  required: number;
  approvals: (ApprovalPerson & { at: string })[];
  /** The rule as it was when the payment was held. */
  rule: { id: number | null; currency: string | null; threshold: Decimal; approvals_required: number; import_basis: ApprovalImportBasis };
  decided_by: ApprovalPerson | null;
  decided_at: string | null;
  reason: string | null;
  /** Whether the caller may approve or reject it: a manager other than the one who asked, who has not approved it yet, while it waits. */
  can_decide: boolean;
};

/** What an approve or reject call did: the approvals as they are now. */
export type ApprovalDecisionResult = { data: PaymentApproval[]; message: string };
