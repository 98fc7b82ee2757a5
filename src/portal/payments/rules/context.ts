import type { BankAccount, GrandTotal, Transaction, TransferMap } from '../../../contract/entities';
import type { PaymentTemplate } from '../../../contract/templates';
import type { LookupKind } from '../../providers/lookup';
import type { FormState } from '../engine/types';

/** A saved beneficiary as the picker dictionary (dictionaries/transaction/agents) answers it, plus its detail fields when loaded. */
export type AgentOption = {
  id: number;
  name: string;
  legal_type: 'company' | 'individual';
  iban: string | null;
  bank_account: string | null;
  sort_code: string | null;
  country: string | null;
  bank_swift: string | null;
  bank_name: string | null;
  company_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  city?: string | null;
  street?: string | null;
  building_number?: string | null;
  building_name?: string | null;
  zip_code?: string | null;
  bank_country?: string | null;
  bank_city?: string | null;
  bank_address?: string | null;
  free_market_sector_id?: number | null;
  free_market_industry_id?: number | null;
};

/** What the listeners of every payment form may consult; the page builds it from its queries. */
export type PaymentContext = {
  accounts: readonly BankAccount[];
  /** Recalculates the grand total; rejects with an ApiError on 422. */
  grandTotal: (values: FormState) => Promise<GrandTotal>;
  loadTransaction: (id: number) => Promise<Transaction>;
  /** A payment template the form starts from (issue 40); forms without templates (crypto) have none. */
  loadTemplate?: (id: number) => Promise<PaymentTemplate>;
};

export type WithdrawalContext = PaymentContext & {
  agents: readonly AgentOption[];
  /** Whether the company has a portal service attached and allowed (the portal transfer service is offered only then). */
  portalAvailable: boolean;
  lookup: <T>(kind: LookupKind, query: Record<string, string>) => Promise<T>;
  /** The beneficiary's full record (manager/transactions/agents/{id}). */
  loadAgent: (id: number) => Promise<AgentOption>;
};

export type TransferContext = PaymentContext & {
  kind: 'transfer' | 'exchange';
  transferMap: TransferMap | null;
};

export const accountOf = (accounts: readonly BankAccount[], id: unknown): BankAccount | undefined => accounts.find((a) => a.id === Number(id));
