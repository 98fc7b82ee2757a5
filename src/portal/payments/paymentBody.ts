import type { FormState } from './engine/types';
import { blank } from './engine/types';

const ID_FIELDS = new Set(['bank_account_id', 'to_account_id', 'original_transaction_id', 'selected_agent_id', 'focused_agent_id', 'free_market_sector_id', 'free_market_industry_id', 'free_market_payment_purpose_id']);


/**
 * The request body of a payment form: blank fields left out, ids as numbers, the rest as typed
 * (amounts stay decimal strings). `fields` limits it to the ones of the form's kind.
 */
export const paymentBody = (values: FormState, fields: readonly string[]): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field];
    if (blank(value)) continue;
    if (ID_FIELDS.has(field)) body[field] = Number(value);
    else if (typeof value === 'string') body[field] = value.trim();
    else body[field] = value;
  }
  return body;
};

export const WITHDRAWAL_FIELDS = [
  'bank_account_id', 'amount', 'customer_legal_type', 'customer_iban', 'customer_account', 'customer_sort_code', 'customer_first_name', 'customer_last_name',
  'customer_name', 'customer_street', 'customer_building_number', 'customer_building_name', 'customer_post_code', 'customer_address', 'customer_city',
  'customer_ref_message', 'customer_country', 'bank_swift', 'bank_name', 'bank_address', 'bank_city', 'bank_country', 'has_intermediary_bank',
  'intermediary_bank_swift', 'intermediary_bank_name', 'intermediary_bank_address', 'intermediary_bank_city', 'intermediary_bank_country', 'intermediary_bank_iban',
  'transfer_service', 'iban_transfer_services', 'portal_service', 'portal_destination_account_id', 'free_market_sector_id', 'free_market_industry_id',
  'free_market_payment_purpose_id', 'bcb_purpose_code', 'transmission_protocol_id', 'original_transaction_id', 'focused_agent_id', 'selected_agent_id',
] as const;

/** quote_id: the quote an exchange is executed at (the form's shown rate; blank for a transfer in one currency). */
export const TRANSFER_FIELDS = ['bank_account_id', 'amount', 'to_account_id', 'transmission_protocol_id', 'original_transaction_id', 'customer_ref_message', 'quote_id'] as const;

export const CONVERT_FIELDS = ['bank_account_id', 'amount', 'to_account_id', 'transmission_protocol_id', 'original_transaction_id', 'crypto_amount', 'last_side', 'quote_id'] as const;
