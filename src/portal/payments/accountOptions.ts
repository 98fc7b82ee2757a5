import type { BankAccount } from '../../contract/entities';
import { useLocaleState } from 'react-admin';
import { formatMoney } from '../money/formatMoney';
import type { FieldOption } from './PaymentField';

/** An account as a choice: its name and available balance in the language's format ("Main EUR · 1.234,50 €"). */
export const accountLabel = (a: BankAccount, locale: string): string => `${a.name} · ${formatMoney(a.available_balance, a.currency, locale) || `${a.available_balance} ${a.currency}`}`;

/** The accounts as choices, in the chosen language. */
export const useAccountOption = (): ((a: BankAccount) => FieldOption) => {
  const [locale] = useLocaleState();
  return (a) => ({ id: a.id, name: accountLabel(a, locale) });
};

/**
 * The default source: the company's default (selected) account among the offered ones, else the first.
 * With a preferred currency (the withdrawal's rp_cur shortcut), the accounts of that currency come
 * first, by the same rule; when there is none, the currency is ignored.
 */
export const defaultAccountId = (accounts: readonly BankAccount[], currency?: string): number | '' => {
  const inCurrency = currency ? accounts.filter((a) => a.currency === currency) : [];
  const pool = inCurrency.length > 0 ? inCurrency : accounts;
  return (pool.find((a) => a.selected) ?? pool[0])?.id ?? '';
};
