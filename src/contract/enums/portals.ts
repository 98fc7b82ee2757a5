// ---------------------------------------------------------------- portals and notifications

export const PORTAL_SERVICE_PROVIDERS = [
  'free_market', 'easy_payments', 'bcb', 'currency_cloud', 'satchelpay_eur', 'cfszipp_eur', 'cfszipp_gbp',
  'klarpay', 'equals_money', 'nexpay', 'financial_house', 'narvi', 'openpayd', 'apaylo',
] as const;
export type PortalServiceProvider = (typeof PORTAL_SERVICE_PROVIDERS)[number];

export const NOTIFICATION_TYPES = [
  'bank_account.negative_balance',
  'transaction.source_of_funds_missing',
  'transaction.funds_for_affiliate_owner',
  'compliance_tracking.documents_rejected',
  'compliance_tracking.documents_missing',
  'report.generated',
  'transaction.flexpsp_create_withdraw',
  // Kontor's own (not in document 2): a portal service refused a withdrawal and the money went back.
  'transaction.portal_withdrawal_refused',
  // Kontor's own: the bank rejected a payment (with its reason).
  'transaction.rejected',
  // Kontor's own (issue 40): a payment waits for the company's approvers; a held payment was approved, rejected or expired.
  'approval.requested',
  'approval.updated',
  // Kontor's own (issue 40): a run of a scheduled payment or standing order was refused (and the order paused).
  'schedule.run_refused',
  // Kontor's own (issue 42): the user signed in from a new device or address.
  'auth.new_sign_in',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
