import type { TransactionStatus } from './transactions';

// ---------------------------------------------------------------- list modes

export const ADMIN_TRANSACTION_MODES = ['pending_transactions', 'approved_transactions', 'admin_action_require_transactions'] as const;
export type AdminTransactionMode = (typeof ADMIN_TRANSACTION_MODES)[number];
export const ADMIN_TRANSACTION_MODE_TITLES = {
  pending_transactions: 'Pending Transactions',
  approved_transactions: 'Approved Transactions',
  admin_action_require_transactions: 'External Payment Approval',
} as const satisfies Record<AdminTransactionMode, string>;

export const MANAGER_TRANSACTION_MODES = ['pending_transactions', 'approved_transactions'] as const;
export type ManagerTransactionMode = (typeof MANAGER_TRANSACTION_MODES)[number];
export const MANAGER_TRANSACTION_MODE_TITLES = {
  pending_transactions: 'Pending Transactions',
  approved_transactions: 'Approved Transactions',
} as const satisfies Record<ManagerTransactionMode, string>;

/** Statuses each list mode shows (project decision, follows TRANSACTION_STATUSES). */
export const TRANSACTION_MODE_STATUSES = {
  pending_transactions: ['pending', 'admin_action_require'],
  approved_transactions: ['approved'],
  admin_action_require_transactions: ['admin_action_require'],
} as const satisfies Record<AdminTransactionMode, readonly TransactionStatus[]>;
