import type { BankAccount } from '../../contract/entities';
import type { CodeSummary } from '../providers/writePrompts';
import { formatMoney } from '../money/formatMoney';
import { convertAmount } from './convertAmount';
import type { FormState } from './engine/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Both sides of an exchange as the code dialog names them (issue 38): what is paid, what is received and
 * the quoted rate the payment carries ("500,00 € for 0.00926666 BTC at 1 EUR = 0.0000185 BTC"). The
 * received amount is the form's (a buy or sell, a conversion) or, for an exchange, the paid amount at the
 * rate. Nothing without a rate or both accounts.
 */
export const exchangeSides = (values: FormState, accounts: readonly BankAccount[], locale: string, translate: Translate): Pick<CodeSummary, 'exchange'> => {
  const from = accounts.find((a) => a.id === Number(values.bank_account_id));
  const to = accounts.find((a) => a.id === Number(values.to_account_id));
  const rate = typeof values.rate === 'string' ? values.rate : '';
  const amount = String(values.amount ?? '').trim();
  if (!from || !to || !rate || from.currency === to.currency) return {};
  const typed = String(values.crypto_amount ?? '').trim();
  const received = typed || convertAmount(amount, rate, to.currency_unit.sub_unit) || '';
  const money = (v: string, currency: string) => formatMoney(v, currency, locale) || `${v} ${currency}`;
  return { exchange: translate('app.two_factor.exchange_sides', { paid: money(amount, from.currency), received: money(received, to.currency), sell: from.currency, buy: to.currency, rate }) };
};
