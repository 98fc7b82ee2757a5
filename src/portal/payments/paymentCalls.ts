import type { CallBody } from '../../contract/calls';
import type { GrandTotal, Transaction } from '../../contract/entities';
import type { PaymentTemplate } from '../../contract/templates';
import { dataProvider } from '../providers/dataProvider';
import type { LookupKind } from '../providers/lookup';
import type { FormState } from './engine/types';
import { paymentBody } from './paymentBody';
import type { AgentOption } from './rules/context';

const GRAND_TOTAL_FIELDS = ['amount', 'bank_account_id', 'customer_legal_type', 'to_account_id', 'transfer_service', 'customer_iban', 'customer_account', 'bank_swift', 'transmission_protocol_id', 'crypto_amount', 'last_side'];

/**
 * The reads behind the listeners of a form of `kind`: grand total, original transaction or template, lookups. The
 * listeners run outside React, so they use the dataProvider itself; a failed read only leaves its field
 * empty (errorContext 'silent').
 */
export const paymentCalls = (kind: 'iban' | 'transfer' | 'convert') => ({
  grandTotal: (values: FormState): Promise<GrandTotal> => {
    const body = paymentBody(values, GRAND_TOTAL_FIELDS);
    if (values.customer_sort_code) body.sort_code = values.customer_sort_code;
    return dataProvider.getGrandTotal({ params: { kind }, body: body as CallBody<'manager.grandTotal.calculate'>, errorContext: 'silent' });
  },
  loadTransaction: (id: number): Promise<Transaction> => dataProvider.getTransaction({ params: { id }, errorContext: 'silent' }),
  loadTemplate: (id: number): Promise<PaymentTemplate> => dataProvider.getPaymentTemplate({ params: { id }, errorContext: 'silent' }),
  // The full record names a company by company_name; the picker's own `name` is not part of it.
  loadAgent: async (id: number): Promise<AgentOption> => ({ name: '', ...(await dataProvider.getBeneficiary({ params: { id }, errorContext: 'silent' })) }),
  lookup: <T,>(kind: LookupKind, query: Record<string, string>): Promise<T> => dataProvider.lookup<T>(kind, { query, errorContext: 'silent' }),
});
