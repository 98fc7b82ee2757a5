import type { Id, Timestamp } from '../types';

/**
 * Beneficiaries (transaction agents) and crypto wallets.
 * Column conventions: see ../schemaDomain.ts.
 */

/** Beneficiaries. */
export type TransactionAgentsTable = {
  id: Id;
  company_id: number;
  legal_type: string; // company | individual
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  iban: string | null;
  bank_account: string | null;
  sort_code: string | null;
  country: string | null;
  city: string | null;
  street: string | null;
  building_number: string | null;
  building_name: string | null;
  zip_code: string | null;
  free_market_sector_id: number | null;
  free_market_industry_id: number | null;
  bank_swift: string | null;
  bank_name: string | null;
  bank_country: string | null;
  bank_city: string | null;
  bank_address: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** Set by an administrator (migration 022): deposits from this agent's IBAN may be recalled. */
  blacklisted_at: Timestamp | null;
  blacklisted_by: number | null;
  blacklist_reason: string | null;
};

export type WalletsTable = {
  id: Id;
  company_id: number;
  name: string;
  currency: string;
  network: string; // bitcoin | ethereum | tron
  wallet: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};
