import type { CallOutput } from '../../../contract/calls';
import type { ComplianceCounts, ComplianceTracking } from '../../../contract/entities';
import type { ComplianceSubjectType } from '../../../contract/enums';
import type { AppContext, AuthState } from '../../context';
import { notFound } from '../../domain/errors';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { findCompany } from '../companies/queries';
import { companyUser } from '../users/queries';
import { COMPLIANCE_MESSAGES, complianceGate, ownSubject } from './access';
import { applyFilters, companyTrackings, countByStatus, countTrackings, newestTrackings, subjectTrackings, trackingFile } from './queries';
import { trackingResources } from './resource';

/** Compliance (KYC) trackings: what the company's managers and readers see, and the admin's views of a company. */

type Page = { page: number; per_page: number };

/** The caller's company's trackings under the list's filters, with the counts per status under the same date and search filters. */
export const listTrackings = async (
  ctx: AppContext,
  auth: AuthState,
  query: CallOutput<'manager.compliance.list', 'query'>,
): Promise<{ data: ComplianceTracking[]; total: number; counts: ComplianceCounts }> => {
  const base = companyTrackings(ctx.db, complianceGate(auth));
  const filtered = applyFilters(base, query);
  const total = await countTrackings(filtered);
  const data = await trackingResources(ctx.db, await newestTrackings(filtered, query));
  return { data, total, counts: await countByStatus(applyFilters(base, query, false)) };
};

/** The subject of a tracking must be the caller's company's: another company's looks unknown. */
const ownSubjectTrackings = async (ctx: AppContext, auth: AuthState, type: ComplianceSubjectType, id: number) => {
  const companyId = complianceGate(auth);
  if (!(await ownSubject(ctx, companyId, type, id))) throw notFound(COMPLIANCE_MESSAGES.subjectNotFound);
  return subjectTrackings(ctx.db, companyId, type, id);
};

export const subjectTrackingList = async (ctx: AppContext, auth: AuthState, type: ComplianceSubjectType, id: number): Promise<ComplianceTracking[]> =>
  trackingResources(ctx.db, await newestTrackings(await ownSubjectTrackings(ctx, auth, type, id)));

export const subjectTrackingCounts = async (ctx: AppContext, auth: AuthState, type: ComplianceSubjectType, id: number): Promise<ComplianceCounts> =>
  countByStatus(await ownSubjectTrackings(ctx, auth, type, id));

/** Admin: a company's trackings, newest first. */
export const companyTrackingPage = async (ctx: AppContext, companyId: number, page: Page): Promise<{ data: ComplianceTracking[]; total: number }> => {
  const base = companyTrackings(ctx.db, (await findCompany(ctx, companyId)).id);
  return { data: await trackingResources(ctx.db, await newestTrackings(base, page)), total: await countTrackings(base) };
};

/** Admin: the trackings of one employee of a company, newest first. */
export const employeeTrackingPage = async (ctx: AppContext, ids: { id: number; employee: number }, page: Page): Promise<{ data: ComplianceTracking[]; total: number }> => {
  const company = await findCompany(ctx, ids.id);
  const employee = await companyUser(ctx.db, company.id, ids.employee);
  if (!employee) throw notFound('Employee not found.');
  const base = subjectTrackings(ctx.db, company.id, 'user', employee.id);
  return { data: await trackingResources(ctx.db, await newestTrackings(base, page)), total: await countTrackings(base) };
};

/** Admin: the uploaded document of a tracking's requested file. */
export const trackingDocument = async (ctx: AppContext, trackingId: number, key: string): Promise<{ file: OpenedFile; mimeType: string | null; fileName: string }> => {
  const row = await trackingFile(ctx.db, trackingId, key);
  const file = row?.file_path ? await filesOf(ctx).open(row.file_path) : null;
  if (!row || !file) throw notFound('Document not found.');
  return { file, mimeType: row.mime_type, fileName: row.file_name || key };
};
