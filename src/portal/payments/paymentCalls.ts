import type { GrandTotal, Transaction } from '../../contract/entities';
import { callApi, callLoose } from '../providers/callApi';
import { lookupCall } from '../providers/lookup';
import type { FormState } from './engine/types';
import { paymentBody } from './paymentBody';
import type { AgentOption } from './rules/context';

const GRAND_TOTAL_FIELDS = ['amount', 'bank_account_id', 'customer_legal_type', 'to_account_id', 'transfer_service', 'customer_iban', 'customer_account', 'bank_swift', 'transmission_protocol_id', 'crypto_amount', 'last_side'];

/** The server calls behind the listeners of a form of `kind`: grand total, original transaction, lookups. */
export const paymentCalls = (kind: 'iban' | 'transfer' | 'convert') => ({
  grandTotal: (values: FormState): Promise<GrandTotal> => {
    const body = paymentBody(values, GRAND_TOTAL_FIELDS);
    if (values.customer_sort_code) body.sort_code = values.customer_sort_code;
    return callLoose<GrandTotal>('manager.grandTotal.calculate', { params: { kind }, body, errorContext: 'silent' });
  },
  loadTransaction: (id: number): Promise<Transaction> => callApi('manager.transactions.get', { params: { id }, errorContext: 'silent' }),
  loadAgent: (id: number): Promise<AgentOption> => callLoose<AgentOption>('manager.agents.get', { params: { id }, errorContext: 'silent' }),
  lookup: <T,>(kind: Parameters<typeof lookupCall>[0], query: Record<string, string>): Promise<T> => lookupCall<T>(kind, { query, errorContext: 'silent' }),
});
