import { isCryptoCurrency, type TransactionType } from '../../contract/enums';
import { isIncomingType } from '../transactions/transactionLinks';

type ExactFormat = (value: `${number}`) => string;

const cache = new Map<string, Intl.NumberFormat>();
const formatter = (locale: string, currency: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  let f = cache.get(key);
  if (!f) {
    // As formatMoney, with the sign always written (and placed the way the language writes it).
    f = isCryptoCurrency(currency)
      ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8, signDisplay: 'exceptZero' })
      : new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    cache.set(key, f);
  }
  return f;
};

/**
 * A transaction's amount as its account sees it, with the sign and currency: money that arrived
 * (a deposit, crypto received) is "+€12.00", anything that left the listed (source) account
 * "−€12.00". The wire's decimal string is formatted exactly (no float); '' for a malformed amount.
 */
export const formatSignedAmount = (t: { amount: string; currency: string; type_id: TransactionType }, locale: string): string => {
  if (!/^\d+(\.\d+)?$/.test(t.amount)) return '';
  const value = (isIncomingType(t.type_id) ? t.amount : `-${t.amount}`) as `${number}`;
  const text = (formatter(locale, t.currency).format as unknown as ExactFormat)(value);
  return isCryptoCurrency(t.currency) ? `${text} ${t.currency}` : text;
};
