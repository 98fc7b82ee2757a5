import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { GRID_MAX_ROWS, readSheetGrid } from '../../../../src/portal/imports/readSheetGrid';

/** An xlsx whose first sheet has a header and `rows` payment rows, and a second sheet after it. */
const file = (rows: number): Blob => {
  const wb = XLSX.utils.book_new();
  const data = [['Name', 'IBAN', 'Amount'], ...Array.from({ length: rows }, (_, i) => [`Payee ${i + 1}`, 'DE89370400440532013000', String(i + 1)])];
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), 'Payments');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Other sheet']]), 'Notes');
  return new Blob([XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer]);
};

describe('readSheetGrid', () => {
  it('shows every row of a small file, from the first sheet', async () => {
    const grid = await readSheetGrid(file(3));
    expect(grid.sheet).toBe('Payments');
    expect(grid.rows).toEqual([['Name', 'IBAN', 'Amount'], ['Payee 1', 'DE89370400440532013000', '1'], ['Payee 2', 'DE89370400440532013000', '2'], ['Payee 3', 'DE89370400440532013000', '3']]);
    expect(grid.truncated).toBe(false);
  });

  it('reads only the rows it shows of a large file and says there are more', async () => {
    const grid = await readSheetGrid(file(5000));
    expect(grid.rows).toHaveLength(GRID_MAX_ROWS + 1);
    expect(grid.rows[GRID_MAX_ROWS]).toEqual([`Payee ${GRID_MAX_ROWS}`, 'DE89370400440532013000', String(GRID_MAX_ROWS)]);
    expect(grid.truncated).toBe(true);
  });

  it('is not truncated with exactly as many rows as it shows', async () => {
    const grid = await readSheetGrid(file(GRID_MAX_ROWS));
    expect(grid.rows).toHaveLength(GRID_MAX_ROWS + 1);
    expect(grid.truncated).toBe(false);
  });
});
