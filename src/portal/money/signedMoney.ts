import { isCryptoCurrency, type TransactionType } from '../../contract/enums';
import { type ExactFormat, moneyFormatter } from './formatMoney';

/** Incoming types: money that arrived (no confirmation, no source of funds, no deny). */
export const isIncomingType = (type: TransactionType): boolean => type === 'deposit' || type === 'receive_crypto';

/**
 * A transaction's amount as its account sees it, with the sign and currency: money that arrived
 * (a deposit, crypto received) is "+€12.00", anything that left the listed (source) account
 * "−€12.00". The wire's decimal string is formatted exactly (no float); '' for a malformed amount.
 */
export const formatSignedAmount = (t: { amount: string; currency: string; type_id: TransactionType }, locale: string): string => {
  if (!/^\d+(\.\d+)?$/.test(t.amount)) return '';
  const value = (isIncomingType(t.type_id) ? t.amount : `-${t.amount}`) as `${number}`;
  const text = (moneyFormatter(locale, t.currency, true).format as unknown as ExactFormat)(value);
  return isCryptoCurrency(t.currency) ? `${text} ${t.currency}` : text;
};
