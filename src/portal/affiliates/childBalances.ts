import type { CompanyAccountsSummary } from '../../contract/entities';
import { formatMoney } from '../money/formatMoney';

/** One line per currency of a child's accounts: the balance in the language's money format, and how many accounts. */
export type BalanceLine = { currency: string; balance: string; available: string; accounts: number; differs: boolean };

/** Fiat first, then crypto, each by currency code; the amounts keep every digit of the wire. */
export const balanceLines = (summary: readonly CompanyAccountsSummary[], locale: string): BalanceLine[] =>
  [...summary]
    .sort((a, b) => (a.currency_type === b.currency_type ? a.currency.localeCompare(b.currency) : a.currency_type === 'fiat' ? -1 : 1))
    .map((s) => ({
      currency: s.currency,
      balance: formatMoney(s.balance, s.currency, locale),
      available: formatMoney(s.available_balance, s.currency, locale),
      accounts: s.accounts,
      differs: s.balance !== s.available_balance,
    }));
