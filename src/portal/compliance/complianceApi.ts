import type { ComplianceCounts, ComplianceTracking } from '../../contract/entities';
import { callRoutes } from '../../contract/callRoutes';
import { COMPLIANCE_DOCUMENT_FIELD } from '../../contract/complianceRules';
import { fillPath, type PaginationMeta } from '../../contract/http';
import { callApi } from '../providers/callApi';
import { httpClient, type QueryValue } from '../providers/httpClient';

export type CompliancePage = { data: ComplianceTracking[]; meta: PaginationMeta; counts: ComplianceCounts };

/** Query keys of the compliance data: live events invalidate the whole family. */
export const complianceKeys = {
  all: ['compliance-trackings'] as const,
  list: (query: Record<string, QueryValue>) => ['compliance-trackings', 'getList', query] as const,
  entity: (entity: string, id: number) => ['compliance-trackings', 'entity', entity, id] as const,
};

/** The company's trackings with the counts per status (the shared client keeps only data and meta of a page). */
export const fetchCompliancePage = async (query: Record<string, QueryValue>, signal?: AbortSignal): Promise<CompliancePage> => {
  const [method, path] = callRoutes['manager.compliance.list'];
  const { body } = await httpClient<CompliancePage>(fillPath(path, {}), { method, query, signal });
  return body;
};

export const fetchEntity = async (entity: ComplianceTracking['compliable_type'], id: number) => {
  const [trackings, counts] = await Promise.all([
    callApi('manager.compliance.byEntity', { params: { entity, entity_id: id } }),
    callApi('manager.compliance.counts', { params: { entity, entity_id: id } }),
  ]);
  return { trackings, counts };
};

export const uploadDocument = (id: number, key: string, file: File): Promise<ComplianceTracking> => {
  const form = new FormData();
  form.append(COMPLIANCE_DOCUMENT_FIELD, file, file.name);
  return callApi('manager.compliance.uploadDocument', { params: { id, file: key }, body: form, errorContext: 'form' });
};

export const signDocument = (id: number, key: string, signature: string): Promise<ComplianceTracking> =>
  callApi('manager.compliance.signature', { params: { id, file: key }, body: { signature }, errorContext: 'form' });
