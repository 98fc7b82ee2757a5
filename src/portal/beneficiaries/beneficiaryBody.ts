import type { Beneficiary } from '../../contract/entities';

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
