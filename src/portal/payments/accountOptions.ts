import type { BankAccount } from '../../contract/entities';
import type { FieldOption } from './PaymentField';

/** An account as a choice: its name, currency and available balance. */
export const accountOption = (a: BankAccount): FieldOption => ({ id: a.id, name: `${a.name} · ${a.available_balance} ${a.currency}` });

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
