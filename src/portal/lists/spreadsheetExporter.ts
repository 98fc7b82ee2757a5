import type { Exporter, RaRecord } from 'react-admin';
import { saveBlob, spreadsheetBlob, type ExportFormat } from './spreadsheetFile';

/** One column of an export: its header and the plain value of a record (ISO dates, decimal amounts, no display strings). */
export type ExportColumn<R extends RaRecord> = { header: string; value: (record: R) => string | number | null | undefined };

/**
 * react-admin's exporter writing the records of the list (its filter and order, every page) as CSV or
 * xlsx. Plain values, so the file sorts and sums; headers in the user's language.
 */
export const spreadsheetExporter = <R extends RaRecord>(format: ExportFormat, fileName: string, columns: () => readonly ExportColumn<R>[]): Exporter<R> =>
  async (records: R[]) => {
    const cols = columns();
    const rows = [cols.map((c) => c.header), ...records.map((r) => cols.map((c) => {
      const value = c.value(r);
      return value === null || value === undefined ? '' : String(value);
    }))];
    saveBlob(await spreadsheetBlob(rows, format, fileName), `${fileName}.${format}`);
  };
