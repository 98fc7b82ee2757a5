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

/**
 * Statuses of a customer's lists (manager, and an owner reading its affiliated or white-labeled
 * companies): the pending list also keeps what was refused (denied by the customer, rejected by the
 * bank, failed at delivery), with its status and reason, so that a payment never vanishes from the
 * customer's sight (issue 43). The admin's lists keep TRANSACTION_MODE_STATUSES: their pending list is
 * the queue to decide on.
 */
export const CUSTOMER_TRANSACTION_MODE_STATUSES = {
  ...TRANSACTION_MODE_STATUSES,
  pending_transactions: ['awaiting_approval', 'pending', 'admin_action_require', 'denied', 'rejected', 'failed'],
} as const satisfies Record<AdminTransactionMode, readonly TransactionStatus[]>;
