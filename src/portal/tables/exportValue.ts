import type { BankAccountRef, Transaction } from '../../contract/entities';

const accountText = (a: BankAccountRef | null | undefined): string => (a ? `${a.name} (${a.iban ?? a.currency})` : '');

/**
 * The plain value of a transaction cell for a spreadsheet: ISO dates, decimal amounts with the
 * currency in its own column, account names; never a localised display string, so files sort and sum.
 */
export const exportValue = (t: Transaction, column: string): string => {
  switch (column) {
    case 'bank_account':
      return accountText(t.bank_account);
    case 'from_account':
      return accountText(t.from_account);
    case 'to_account':
      return accountText(t.to_account);
    case 'amount':
      return t.amount;
    case 'balance':
      return t.balance ?? '';
    default: {
      const value: unknown = (t as Record<string, unknown>)[column];
      return value === null || value === undefined ? '' : String(value);
    }
  }
};

/** Header labels then one row per transaction; the actions column is not data and is left out, currency is added after amount. */
export const exportRows = (records: readonly Transaction[], columns: readonly string[], label: (column: string) => string): string[][] => {
  const cols = columns.filter((c) => c !== 'actions').flatMap((c) => (c === 'amount' ? ['amount', 'currency'] : [c]));
  return [cols.map(label), ...records.map((t) => cols.map((c) => exportValue(t, c)))];
};
