import type { BankAccount, GrandTotal } from '../../contract/entities';
import type { TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import { portalServiceName } from '../i18n/portalServiceName';
import { formatMoney } from '../money/formatMoney';
import type { FormState } from './engine/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the two-factor prompt shows for a payment: the payee and the amount in the source currency and
 * the language's format; with the grand total known, what leaves the account: amount plus fee (issue
 * 21 item 6).
 */
export const paymentSummary = (values: FormState, accounts: readonly BankAccount[], payee: string, locale: string, withTotal?: { total: GrandTotal | null; translate: Translate }): TwoFactorSummary => {
  const source = accounts.find((a) => a.id === Number(values.bank_account_id));
  const money = (v: string) => (source ? formatMoney(v, source.currency, locale) : '') || `${v} ${source?.currency ?? ''}`.trim();
  const amount = money(String(values.amount ?? ''));
  const total = withTotal?.total;
  if (total && total.fee_amount && !/^0*(\.0*)?$/.test(total.fee_amount)) {
    return { amount: withTotal.translate('app.two_factor.with_fee', { total: money(total.total_amount), amount: money(total.transaction_amount), fee: money(total.fee_amount) }), payee };
  }
  return { amount, payee };
};

/** The withdrawal's payee as the prompt names it (a portal service by its provider's name). */
export const withdrawalPayee = (v: FormState, translate: Translate): string => {
  if (v.transfer_service === 'portal') return `${portalServiceName(translate, String(v.portal_service ?? ''))} ${String(v.portal_destination_account_id ?? '')}`.trim();
  const name = v.customer_legal_type === 'individual' ? `${String(v.customer_first_name ?? '')} ${String(v.customer_last_name ?? '')}`.trim() : String(v.customer_name ?? '');
  const account = String(v.customer_iban || v.customer_account || '');
  return [name, account].filter(Boolean).join(' · ');
};
