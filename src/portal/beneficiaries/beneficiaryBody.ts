import type { Beneficiary } from '../../contract/entities';
import { beneficiaryName } from './beneficiaryName';

export type BeneficiaryValues = Partial<Omit<Beneficiary, 'id' | 'created_at'>>;

const FIELDS = [
  'iban', 'legal_type', 'company_name', 'first_name', 'last_name', 'country', 'city', 'street', 'building_number', 'building_name', 'zip_code',
  'sort_code', 'free_market_sector_id', 'free_market_industry_id', 'bank_account', 'bank_swift', 'bank_name', 'bank_country', 'bank_city', 'bank_address',
] as const;

/**
 * The body of create and update: the form's fields only, blank text as null, and the portal's
 * normalisation (an individual has no company name or sector, a company no first and last name).
 */
export const beneficiaryBody = (v: BeneficiaryValues): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const value: unknown = v[f];
    out[f] = typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : (value ?? null);
  }
  if (typeof out.iban === 'string') out.iban = out.iban.replace(/\s+/g, '').toUpperCase();
  if (out.legal_type === 'individual') Object.assign(out, { company_name: null, free_market_sector_id: null, free_market_industry_id: null });
  else Object.assign(out, { legal_type: 'company', first_name: null, last_name: null });
  return out;
};

/** The name a beneficiary form's values give: the one being saved, not the stored one (issue 21 item 6). */
export const valuesName = (v: BeneficiaryValues): string =>
  beneficiaryName({ legal_type: v.legal_type ?? 'company', company_name: v.company_name ?? null, first_name: v.first_name ?? null, last_name: v.last_name ?? null });

/** What the code dialog shows of a beneficiary's save: its name. */
export const beneficiaryMeta = (v: BeneficiaryValues) => ({ summary: { payee: valuesName(v) } });
