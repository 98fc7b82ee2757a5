import type { ComplianceCounts, ComplianceTracking } from '../../contract/entities';
import { callRoutes } from '../../contract/callRoutes';
import { fillPath, type PaginationMeta } from '../../contract/http';
import { read } from './callApi';
import { httpClient, type QueryValue } from './httpClient';

/** A page of the company's compliance trackings with the counts per status beside it. */
export type CompliancePage = { data: ComplianceTracking[]; meta: PaginationMeta; counts: ComplianceCounts };

/**
 * The dataProvider's reads of the administration and identity pages (compliance, users, companies,
 * announcements, settings, system, profile, sign-ins…) beyond a resource's records, each over one
 * call of the contract and typed by it. Pages call them in `useQuery` with a key of queryKeys.ts.
 */
export const adminReads = {
  /** The compliance list's page with its counts per status (the shared unwrapping keeps only data and meta). */
  getCompliancePage: async ({ query, signal }: { query: Record<string, QueryValue>; signal?: AbortSignal }): Promise<CompliancePage> => {
    const [method, path] = callRoutes['manager.compliance.list'];
    return (await httpClient<CompliancePage>(fillPath(path, {}), { method, query, signal })).body;
  },
  getComplianceByEntity: read('manager.compliance.byEntity'),
  getComplianceCounts: read('manager.compliance.counts'),
  getCompanyCompliances: read('admin.companies.compliances'),
  getAdminUserStatistics: read('admin.users.statistic'),
  getAdminTransactionStatistics: read('admin.transactions.statistic'),
  getActivitiesByType: read('admin.activitiesVolumeByType'),
  getUnreadNotificationCount: read('manager.notifications.unread'),
  /** A company by its CRM (Zoho) id: the CRM iframe's company card. */
  getCompanyByCrmId: read('admin.companies.byZohoId'),
  /** Where a provider verification (form or video) of a tracking is done. */
  getComplianceFormUrl: read('manager.compliance.formUrl'),
  getComplianceVideoUrl: read('manager.compliance.videoUrl'),
};
