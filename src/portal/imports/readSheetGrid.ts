/** The first sheet of a chosen file as text rows, for showing it in the page (never sent anywhere). */
export type SheetGrid = { sheet: string; rows: string[][]; truncated: boolean };

/** Rows shown at most; the server still validates the whole file. */
export const GRID_MAX_ROWS = 1000;

/** sheetjs-style is loaded on first use only (it is large). */
export const readSheetGrid = async (file: Blob): Promise<SheetGrid> => {
  const XLSX = await import('sheetjs-style');
  // Only the first sheet, and only as many rows as are shown (plus one, to know there are more): a
  // 100,000-row file is not parsed whole in the browser to show its first thousand rows.
  const wb = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', cellFormula: false, cellHTML: false, sheets: 0, sheetRows: GRID_MAX_ROWS + 2 });
  const sheet = wb.SheetNames[0] ?? '';
  const ws = wb.Sheets[sheet];
  if (!ws) return { sheet, rows: [], truncated: false };
  const all = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: false, defval: '', blankrows: true });
  const rows = all.slice(0, GRID_MAX_ROWS + 1).map((r) => r.map((v) => (v === null || v === undefined ? '' : String(v))));
  return { sheet, rows, truncated: all.length > GRID_MAX_ROWS + 1 };
};
