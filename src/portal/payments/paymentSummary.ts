import type { BankAccount } from '../../contract/entities';
import type { TwoFactorSummary } from '../auth/TwoFactorModal';
import { formatMoney } from '../tables/formatMoney';
import type { FormState } from './engine/types';

/** What the two-factor prompt shows for a payment: the amount in the source currency and the language's format, and the payee. */
export const paymentSummary = (values: FormState, accounts: readonly BankAccount[], payee: string, locale: string): TwoFactorSummary => {
  const source = accounts.find((a) => a.id === Number(values.bank_account_id));
  const amount = String(values.amount ?? '');
  return { amount: (source ? formatMoney(amount, source.currency, locale) : '') || `${amount} ${source?.currency ?? ''}`.trim(), payee };
};

/** The withdrawal's payee as the prompt names it. */
export const withdrawalPayee = (v: FormState): string => {
  if (v.transfer_service === 'portal') return `${String(v.portal_service ?? '')} ${String(v.portal_destination_account_id ?? '')}`.trim();
  const name = v.customer_legal_type === 'individual' ? `${String(v.customer_first_name ?? '')} ${String(v.customer_last_name ?? '')}`.trim() : String(v.customer_name ?? '');
  const account = String(v.customer_iban || v.customer_account || '');
  return [name, account].filter(Boolean).join(' · ');
};
