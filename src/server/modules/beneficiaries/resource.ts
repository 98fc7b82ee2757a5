import type { Selectable } from 'kysely';
import type { Beneficiary } from '../../../contract/entities';
import type { TransactionAgentsTable } from '../../db/schemaDomain';

export type AgentRow = Selectable<TransactionAgentsTable>;

/** The beneficiary as the portal reads it (document 1 section 3 "Beneficiary (agent)"), with a display name. */
export type BeneficiaryResource = Beneficiary & { name: string; updated_at: string };

/** Display name: the company name, or first and last name of an individual. */
export const agentName = (a: Pick<AgentRow, 'legal_type' | 'company_name' | 'first_name' | 'last_name'>): string =>
  (a.legal_type === 'company' ? a.company_name : [a.first_name, a.last_name].filter(Boolean).join(' ')) || a.company_name || '';

export const beneficiaryResource = (a: AgentRow): BeneficiaryResource => ({
  id: a.id,
  name: agentName(a),
  iban: a.iban,
  legal_type: a.legal_type === 'individual' ? 'individual' : 'company',
  company_name: a.company_name,
  first_name: a.first_name,
  last_name: a.last_name,
  country: a.country ?? '',
  city: a.city,
  street: a.street,
  building_number: a.building_number,
  building_name: a.building_name,
  zip_code: a.zip_code,
  sort_code: a.sort_code,
  free_market_sector_id: a.free_market_sector_id,
  free_market_industry_id: a.free_market_industry_id,
  bank_account: a.bank_account,
  bank_swift: a.bank_swift,
  bank_name: a.bank_name,
  bank_country: a.bank_country,
  bank_city: a.bank_city,
  bank_address: a.bank_address,
  created_at: a.created_at,
  updated_at: a.updated_at,
});
