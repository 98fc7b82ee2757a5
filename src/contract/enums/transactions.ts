import type { TransmissionProtocol } from './payments';

// ---------------------------------------------------------------- transactions

/**
 * Transaction types: the spec list plus 'deposit' (project decision), used for incoming funds
 * and admin top-ups (credit), which the spec list does not name.
 */
export const TRANSACTION_TYPES = [
  'withdrawal', 'crypto', 'import', 'transfer', 'exchange', 'convert', 'card', 'buy_crypto', 'withdraw_crypto', 'receive_crypto',
  'deposit',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** Readable English names of the types (the portal's English labels), for files the server writes. */
export const TRANSACTION_TYPE_LABELS = {
  withdrawal: 'Withdrawal',
  crypto: 'Crypto',
  import: 'Import',
  transfer: 'Transfer',
  exchange: 'Exchange',
  convert: 'Convert',
  card: 'Card',
  buy_crypto: 'Crypto purchase',
  withdraw_crypto: 'Crypto withdrawal',
  receive_crypto: 'Crypto receipt',
  deposit: 'Deposit',
} as const satisfies Record<TransactionType, string>;

/**
 * Transaction statuses (not in the spec; project decision).
 * denied = by the manager, rejected = by an admin. awaiting_approval (issue 40): held until the company's
 * own approvers approve it (its approval rules); it then takes the status it would have had.
 */
export const TRANSACTION_STATUSES = ['pending', 'admin_action_require', 'approved', 'denied', 'rejected', 'failed', 'awaiting_approval'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_LABELS = {
  pending: 'Pending',
  admin_action_require: 'Awaiting Approval',
  approved: 'Completed',
  denied: 'Denied',
  rejected: 'Rejected',
  failed: 'Failed',
  awaiting_approval: 'Awaiting company approval',
} as const satisfies Record<TransactionStatus, string>;

/** The {kind} of manager/transactions/{kind} and manager/grand-total/{kind}. */
export const TRANSACTION_CREATE_KINDS = ['card', 'crypto', 'iban', 'transfer', 'convert'] as const;
export type TransactionCreateKind = (typeof TRANSACTION_CREATE_KINDS)[number];

/** Payment form action modes (route param {action}, query act). */
export const FORM_ACTION_MODES = ['create', 'repeat', 'return'] as const;
export type FormActionMode = (typeof FORM_ACTION_MODES)[number];

/** Payment forms of /manager/payments/{form}/{action}. */
export const PAYMENT_FORMS = ['withdrawal', 'transfer', 'exchange', 'convert'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];

/** Operation kinds of the transfer map. */
export const TRANSFER_MAP_KINDS = ['transfer', 'exchange'] as const;
export type TransferMapKind = (typeof TRANSFER_MAP_KINDS)[number];

/** Withdrawal transfer services, in the order they are offered for an IBAN-shaped value. */
export const TRANSFER_SERVICES = ['sepa', 'fps_chaps', 'swift', 'israel', 'portal'] as const;
export type TransferService = (typeof TRANSFER_SERVICES)[number];
/** Exact labels of the spec; 'portal' has none in the spec (project decision: "Portal"). */
export const TRANSFER_SERVICE_LABELS = {
  sepa: 'Sepa (EU , EEA)',
  fps_chaps: 'GBP - FPS/CHAPS (UK)',
  swift: 'Swift (rest of the world)',
  israel: 'Israel (Local Payments)',
  portal: 'Portal',
} as const satisfies Record<TransferService, string>;
/** Services offered for a non-IBAN account value. */
export const NON_IBAN_TRANSFER_SERVICES = ['swift', 'israel'] as const satisfies readonly TransferService[];
/** Transmission protocol that follows each transfer service (sepa → SEPA, portal → PORTAL_TRANSFER, fps_chaps → FPS_CHAPS, otherwise SWIFT). */
export const TRANSFER_SERVICE_PROTOCOLS = {
  sepa: 'SEPA',
  fps_chaps: 'FPS_CHAPS',
  swift: 'SWIFT',
  israel: 'SWIFT',
  portal: 'PORTAL_TRANSFER',
} as const satisfies Record<TransferService, TransmissionProtocol>;

/** Which side of a crypto exchange the user typed last. */
export const LAST_SIDES = ['buy', 'sell'] as const;
export type LastSide = (typeof LAST_SIDES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
