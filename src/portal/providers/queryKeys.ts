import type { DictionaryName, PeriodPreset, PortalServiceProvider } from '../../contract/enums';
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
  /** The own-account forms' map of which account may pay which (under the accounts: an account write refreshes it). */
  transferMap: () => ['bank-accounts', 'transfer-map'] as const,
  /** The totals of a transaction list's filters (under the transactions: a transaction write refreshes them). */
  transactionTotals: (filter: Record<string, unknown>) => ['transactions', 'metadata', filter] as const,
  /** The manager dashboard's statistics (refreshed by their cache lifetime, not by writes). */
  companyStatistics: () => ['statistics', 'company'] as const,
  transactionVolume: (period: PeriodPreset) => ['statistics', 'transaction-volume', period] as const,
  accountsVolume: (period: PeriodPreset) => ['statistics', 'accounts-transaction-volume', period] as const,
  /** The signed-in user (auth/me): the shell's guards and menus read it. */
  me: () => ['user', 'me'] as const,
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
