import type { Beneficiary } from '../../contract/entities';

/** The display name: the company name, or first and last name of an individual. */
export const beneficiaryName = (b: Pick<Beneficiary, 'legal_type' | 'company_name' | 'first_name' | 'last_name'>): string =>
  b.legal_type === 'company' ? (b.company_name ?? '') : [b.first_name, b.last_name].filter(Boolean).join(' ');
