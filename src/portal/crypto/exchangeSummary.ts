import type { BankAccount, GrandTotal } from '../../contract/entities';
import type { TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import type { FormState } from '../payments/engine/types';
import { paymentSummary } from '../payments/paymentSummary';
import { formatMoney } from '../money/formatMoney';
import { addAmounts } from './cryptoAmounts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isZero = (v: string): boolean => /^0*(\.0*)?$/.test(v);

/**
 * What the two-factor prompt of a buy or sell shows (issue 21 item 6): what leaves the source
 * account, the amount with its fees, where an exchange costs an exchange fee besides the fee; the
 * account that receives. Without a grand total (or without fees), the amount alone.
 */
export const exchangeSummary = (values: FormState, accounts: readonly BankAccount[], payee: string, locale: string, total: GrandTotal | null, translate: Translate): TwoFactorSummary => {
  const plain = paymentSummary(values, accounts, payee, locale);
  const fees = total ? addAmounts(total.fee_amount, total.exchange_fee_amount) : null;
  if (!total || fees === null || isZero(fees)) return plain;
  const source = accounts.find((a) => a.id === Number(values.bank_account_id));
  const money = (v: string) => (source ? formatMoney(v, source.currency, locale) : '') || `${v} ${source?.currency ?? ''}`.trim();
  return { amount: translate('app.two_factor.with_fee', { total: money(total.total_amount), amount: money(total.transaction_amount), fee: money(fees) }), payee };
};
