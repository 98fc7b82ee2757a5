// ---------------------------------------------------------------- realtime

/** Events on the private company channel (names are a project decision; the spec lists what happens). */
export const COMPANY_CHANNEL_EVENTS = [
  'import.created', 'import.updated',
  'compliance.created', 'compliance.updated',
  'kyc_file.created', 'kyc_file.updated',
  'company.updated',
  'account.created', 'account.updated',
  'user.updated',
  'notification.created',
  // Not in the spec: the reports list follows its rows' status live (project decision).
  'report.updated',
  // Issue 40: the approvals inbox follows held payments live.
  'approval.created', 'approval.updated',
] as const;
export type CompanyChannelEvent = (typeof COMPANY_CHANNEL_EVENTS)[number];
/** Private company channel name for a company id. */
export const companyChannel = (companyId: number): string => `private-company.${companyId}`;
/** Public announce channel and its event (carries otp and identifier). */
export const ANNOUNCE_CHANNEL = 'announce';
export const ANNOUNCE_AUTH_CODE_EVENT = 'auth_code';
