import type { BankAccountRef, Transaction } from '../../contract/entities';
import type { ExportColumn } from './spreadsheetExporter';

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

/** The columns of a file from the columns shown: the actions column is not data and is left out, currency is added after amount. */
const fileColumns = (columns: readonly string[]): string[] => columns.filter((c) => c !== 'actions').flatMap((c) => (c === 'amount' ? ['amount', 'currency'] : [c]));

/** The export columns of a transaction list (the ResourceList exporter): header and plain value of each shown column. */
export const exportColumns = (columns: readonly string[], label: (column: string) => string): ExportColumn<Transaction>[] =>
  fileColumns(columns).map((c) => ({ header: label(c), value: (t: Transaction) => exportValue(t, c) }));

/** Header labels then one row per transaction (the same columns as exportColumns). */
export const exportRows = (records: readonly Transaction[], columns: readonly string[], label: (column: string) => string): string[][] => {
  const cols = exportColumns(columns, label);
  return [cols.map((c) => c.header), ...records.map((t) => cols.map((c) => String(c.value(t))))];
};
