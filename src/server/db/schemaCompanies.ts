import type { Id, Json, Timestamp } from './types';

/** Tables of migration 009 (payment-service onboarding of companies). */
export type CompanyPaymentServicesTable = {
  id: Id;
  company_id: number;
  /** A portal service provider (free_market, bcb, …). */
  service: string;
  status: string; // ACTIVE | DISABLED | ONBOARDING_START | ONBOARDING_IN_PROGRESS
  /** Current onboarding stage (dictionary onboarding_stages); null before onboarding. */
  stage: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type OnboardingTransitionsTable = {
  id: Id;
  company_id: number;
  service: string;
  from_stage: string | null;
  to_stage: string;
  /** JSON object of field name → string | number | boolean | null. */
  fields: Json;
  /** Null while the transition is the pending next step. */
  applied_at: Timestamp | null;
  applied_by_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CompanyTables = {
  company_payment_services: CompanyPaymentServicesTable;
  onboarding_transitions: OnboardingTransitionsTable;
};
