import type { DictionaryName, PeriodPreset, PortalServiceProvider } from '../../contract/enums';
import type { QueryValue } from './httpClient';
import type { ResourceName } from './resources';

/**
 * The one factory of the portal's query keys. react-admin keys a resource's records itself
 * ([resource, 'getList' | 'getOne' | …, params]); the portal's other reads start with the resource
 * they belong to, so that react-admin's invalidation after a write of that resource and the resource's
 * cache lifetime (queryClient.ts) reach them too. Reads of no resource have a name of their own here.
 */
export const queryKeys = {
  /** Everything of a resource: react-admin's lists and records, and the reads under it. */
  resource: (name: ResourceName) => [name] as const,
  /** A resource's lists (react-admin's getList queries). */
  lists: (name: ResourceName) => [name, 'getList'] as const,
  /** A resource's single records (react-admin's getOne queries). */
  records: (name: ResourceName) => [name, 'getOne'] as const,
  // The administration and identity pages' reads (providers/adminReads.ts).
  /** The signed-in user as the server has them now (auth.me). */
  me: () => ['user', 'me'] as const,
  /** The admin dashboard's user figures (total, new, active). */
  adminUserStatistics: () => ['statistics', 'admin-users'] as const,
  /** The admin dashboard's transaction figures of a period. */
  adminTransactionStatistics: (period: string) => ['statistics', 'admin-transactions', period] as const,
  /** The activity of every company per type in a period (admin dashboard chart). */
  activitiesByType: (period: string) => ['statistics', 'activities-by-type', period] as const,
  /** The bell's unread count (under the notifications: a new one refreshes it). */
  unreadNotifications: () => ['notifications', 'unread'] as const,
  /** The signed-in user's own live sign-ins (profile). */
  signInSessions: () => ['profile-sessions'] as const,
  /** The signed-in user's passkeys (profile). */
  passkeys: () => ['profile-passkeys'] as const,
  /** How many of the signed-in user's recovery codes are left (profile). */
  recoveryCodes: () => ['profile-recovery-codes'] as const,
  /** The signed-in user's recent sign-ins and failed attempts (profile). */
  signInHistory: () => ['profile-sign-in-history'] as const,
  /** A device sign-in request as the approving user sees it. */
  deviceSignIn: (code: string) => ['device-sign-in', code] as const,
  /** The company card of the CRM iframe. */
  crmCompany: (crmId: string) => ['iframe-company', crmId] as const,
  /** The compliance list's counts per status, for the list's other filters. */
  complianceStatusCounts: (query: Record<string, QueryValue>) => ['compliance-trackings', 'statusCounts', query] as const,
  /** One subject's trackings with their counts (a user's own verification, a company's, …). */
  complianceSubject: (entity: string, id: number) => ['compliance-trackings', 'entity', entity, id] as const,
  /** A company's trackings on its profile, page by page. */
  companyCompliances: (companyId: number, page: number) => ['compliance-trackings', 'admin', companyId, page] as const,
  /** The own-account forms' map of which account may pay which (under the accounts: an account write refreshes it). */
  transferMap: () => ['bank-accounts', 'transfer-map'] as const,
  /** The totals of a transaction list's filters (under the transactions: a transaction write refreshes them). */
  transactionTotals: (filter: Record<string, unknown>) => ['transactions', 'metadata', filter] as const,
  /** The manager dashboard's statistics (refreshed by their cache lifetime, not by writes). */
  companyStatistics: () => ['statistics', 'company'] as const,
  transactionVolume: (period: PeriodPreset) => ['statistics', 'transaction-volume', period] as const,
  accountsVolume: (period: PeriodPreset) => ['statistics', 'accounts-transaction-volume', period] as const,
  /** The company's PSP merchant (under the PSP accounts: attaching an account refreshes it). */
  pspMerchant: () => ['psp-accounts', 'merchant'] as const,
  /** A remote portal service's accounts and link flags. */
  remoteAccounts: (service: PortalServiceProvider) => ['portal-remote-accounts', service] as const,
  /** One dictionary (cached 30 minutes). */
  dictionary: (name: DictionaryName) => ['dictionaries', name] as const,
  /** The admin timeline's record view of one entity (beside react-admin's timeline lists). */
  timelineView: (entityClass: string, id: number) => ['timeline-view', entityClass, id] as const,
  /** The timeline entity classes of the admin menu (reference data: the dictionaries' lifetime, queryClient.ts). */
  timelineClasses: () => ['timeline-entity-classes'] as const,
  onboardingTransitions: (companyId: number, service: PortalServiceProvider) => ['companies', companyId, 'transitions', service] as const,
};
