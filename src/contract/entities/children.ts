import type { PaginationMeta } from '../http';
import type { CompanyAccountsSummary } from './admin';
import type { ComplianceCounts, ComplianceTracking } from './support';
import type { Company, CompanyRef } from './users';

/**
 * An affiliated or white-labeled company as its owner company reads it (manager/affiliates and
 * manager/white-label): the Company entity, when it joined, and its customer accounts per currency
 * with the balances summed exactly.
 */
export type ChildCompany = Company & {
  country: string | null;
  created_at: string;
  accounts_summary: CompanyAccountsSummary[];
};

/** A compliance tracking of a child company, with the company it belongs to (the owner reads several). */
export type ChildComplianceTracking = ComplianceTracking & { company: CompanyRef | null };

/** A page of the children's trackings and the counts per status under the same filters but the status. */
export type ChildComplianceTrackingPage = { data: ChildComplianceTracking[]; meta: PaginationMeta; counts: ComplianceCounts };
