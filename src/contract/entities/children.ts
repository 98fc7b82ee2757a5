import type { CompanyAccountsSummary } from './admin';
import type { Company } from './users';

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
