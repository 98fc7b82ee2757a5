import type { ImportRecord } from '../../contract/entities';
import { formatMoney } from '../money/formatMoney';

type Amounts = Pick<ImportRecord, 'bank_account' | 'success_transactions_count' | 'success_transactions_amount' | 'success_transactions_amount_with_fee' | 'failed_transactions_count' | 'failed_transactions_amount'>;

/**
 * The imported and failed rows of an import as the list and the detail both show them (issue 21
 * item 11: one amount in both places): count · amount (amount with fees), in the account's currency.
 */
export const importedText = (r: Amounts, locale: string): string => {
  const currency = r.bank_account.currency;
  return `${r.success_transactions_count} · ${formatMoney(r.success_transactions_amount, currency, locale)} (${formatMoney(r.success_transactions_amount_with_fee, currency, locale)})`;
};

export const failedText = (r: Amounts, locale: string): string =>
  `${r.failed_transactions_count} · ${formatMoney(r.failed_transactions_amount, r.bank_account.currency, locale)}`;
