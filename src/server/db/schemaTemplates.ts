import type { Id, Timestamp } from './types';

/** Table of migration 038: a company's payment templates (modules/templates). */
export type PaymentTemplatesTable = {
  id: Id;
  company_id: number;
  name: string;
  /** The payment form it fills: withdrawal | transfer | exchange | convert. */
  kind: string;
  bank_account_id: number;
  /** The destination account of a payment between own accounts; null for a withdrawal. */
  to_account_id: number | null;
  /** The source account's currency when saved. */
  currency: string;
  /** Minor units of `currency`, or null: the person types the amount. */
  amount: string | null;
  reference: string | null;
  /** A withdrawal's payee and routing (JSON of WITHDRAWAL_PAYEE_FIELDS); null between own accounts. */
  payee: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TemplateTables = { payment_templates: PaymentTemplatesTable };
