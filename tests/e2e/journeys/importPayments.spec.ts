import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import en from '../../../src/portal/i18n/en';
import { apiBody, openAsColleague } from '../session';
import { confirmCodeIn, expectNoSidewaysScroll, translator } from './steps';

type Account = { id: number; name: string; currency: string; available_balance: string; currency_unit: { currency_type: string } };
type ImportRecord = { success_transactions_count: number; success_transactions_amount: string; success_transactions_amount_with_fee: string; failed_transactions_count: number };

const t = translator(en);

/** A valid German IBAN (mod-97 check digits) of a bank code and account number. */
const germanIban = (bban: string): string => {
  const digits = `${bban}131400`;
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
};

/** Sheet rows (Excel's numbers) with a broken IBAN. */
const BAD_ROWS = [11, 77, 150];
const ROWS = 200;
/** Row i pays 1 + i/100 EUR: the good rows come to 393.68 (399 for all, less 1.09 + 1.75 + 2.48). */
const GOOD_TOTAL = '€393.68';
const BROKEN_IBAN = 'DE00370400440532013000';
/** What the server says of it. */
const IBAN_ERROR = 'The IBAN is invalid: its check digits do not match.';

/** A file of one payment to a broken IBAN: nothing in it can be paid. */
const writeRefusedFile = async (file: string): Promise<void> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message']);
  ws.addRow(['10.00', 'sepa', 'company', 'E2E Payee', BROKEN_IBAN, 'DE', 'E2E refused import']);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await wb.xlsx.writeFile(file);
};

/** 200 SEPA payments of small distinct amounts, three of them to a broken IBAN; long payee names and references, as real files have. */
const writeFile = async (file: string): Promise<void> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message']);
  const stamp = Date.now() % 1_000_000;
  for (let i = 0; i < ROWS; i += 1) {
    const sheetRow = i + 2;
    const iban = BAD_ROWS.includes(sheetRow) ? BROKEN_IBAN : germanIban(`37040044${String(stamp * 1000 + i).padStart(10, '0')}`);
    ws.addRow([(1 + i / 100).toFixed(2), 'sepa', 'company', `E2E Payee ${i} Handelsgesellschaft mit beschränkter Haftung`, iban, 'DE', `E2E import ${stamp} #${i}: invoice 2026-${String(i).padStart(4, '0')} of the spring delivery`]);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await wb.xlsx.writeFile(file);
};

test('journey 3: a manager imports 200 payments with 3 bad ones: preview with marked cells in the page width, code, live progress to DONE, what failed, the same amounts in list and detail', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const file = path.resolve('test-results', `import-e2e-${Date.now()}.xlsx`);
  await writeFile(file);
  const refused = path.resolve('test-results', `import-e2e-refused-${Date.now()}.xlsx`);
  await writeRefusedFile(refused);
  // Frames the portal's realtime socket receives: the progress must arrive there, not by reloading.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  const me = await openAsColleague(page, 'manager@kontor.test');
  const accounts = (await apiBody<{ data: Account[] }>(page, 'manager/bank-accounts?per_page=100')).data;
  const account = accounts.find((a) => a.currency === 'EUR' && a.currency_unit.currency_type === 'fiat' && Number(a.available_balance) > 2000);
  expect(account, 'a demo EUR account with funds').toBeDefined();
  if (!account) return;
  const pendingBefore = (await apiBody<{ meta: { total: number } }>(page, 'manager/transactions?mode=pending_transactions&per_page=1')).meta.total;

  await page.goto('/manager');
  await page.getByRole('menuitem', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/payments\/import$/);
  await expect(page.getByText('Upload your file here: an xlsx spreadsheet or a pain.001 XML payment file')).toBeVisible();
  await expect(page.getByTestId('import-submit')).toBeDisabled();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${account.name} · `) }).first().click();
  // A wrong file first: the portal says that nothing in it can be paid, and what failed.
  let chooser = page.waitForEvent('filechooser');
  await page.getByText('Choose xlsx or pain.001 XML file').click();
  await (await chooser).setFiles(refused);
  await expect(page.locator('[data-cell="E2"]')).toBeVisible();
  await page.getByTestId('import-submit').click();
  const refusal = page.getByTestId('import-refused');
  await expect(refusal).toContainText('No row of the file can be paid: see the marked cells.');
  await expect(refusal.getByTestId('import-failure')).toHaveText(`Row 2, column E: ${IBAN_ERROR}`);
  await expect(page.locator('[data-cell="E2"]')).toHaveAttribute('data-error', 'true');

  // The right file replaces it, and the refusal goes.
  chooser = page.waitForEvent('filechooser');
  await page.getByText(path.basename(refused)).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(path.basename(file))).toBeVisible();
  await expect(refusal).toBeHidden();

  // The file as a grid, inside the page's width: the grid scrolls, not the page.
  const grid = page.getByTestId('import-grid');
  await expect(grid).toBeVisible();
  await expect(page.locator('[data-cell="E201"]')).toBeAttached();
  await expectNoSidewaysScroll(page);

  await page.getByTestId('import-submit').click();
  await expect(page.locator('[data-stat="transactions"]')).toHaveText('197');
  await expect(page.locator('[data-stat="total_amount"]')).toHaveText(GOOD_TOTAL);
  await expect(page.getByTestId('import-stats')).toContainText('Total Amount With Fee');
  await expect(page.getByTestId('import-stats')).toContainText('3 rows with errors will not be imported');
  const withFee = (await page.locator('[data-stat="total_amount_with_fee"]').textContent()) ?? '';
  expect(withFee).toMatch(/^€\d{3},?\d*\.\d{2}$/);
  await expect(page.locator('[data-error="true"]')).toHaveCount(3);
  for (const row of BAD_ROWS) await expect(page.locator(`[data-cell="E${row}"]`)).toHaveAttribute('data-error', 'true');
  // The preview says in words which rows will not be imported, and why.
  await expect(page.getByRole('list', { name: 'What failed' }).getByTestId('import-failure')).toHaveText(BAD_ROWS.map((row) => `Row ${row}, column E: ${IBAN_ERROR}`));
  await expectNoSidewaysScroll(page);
  // The marked cell says what is wrong with it.
  await page.locator('[data-cell="E11"]').hover();
  await expect(page.getByRole('tooltip')).toHaveText(IBAN_ERROR);

  // Nothing fixed: the second submit creates the import, confirmed with a fresh code.
  await expect(page.getByTestId('import-submit')).toHaveText('Create import');
  await page.getByTestId('import-submit').click();
  await confirmCodeIn(page, t, me);
  await expect(page).toHaveURL(/\/manager\/imports\/\d+$/, { timeout: 30_000 });
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  // Live, without a reload: the job runs to DONE; the progress came over the socket.
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'DONE', { timeout: 60_000 });
  expect(frames.some((f) => f.includes('import.updated') && f.includes('PROCESSING'))).toBe(true);
  expect(frames.some((f) => f.includes('import.updated') && f.includes('DONE'))).toBe(true);
  await expect(page.getByTestId('import-status')).toHaveText('Done');
  const message = page.getByTestId('import-message');
  await expect(message).toContainText(`Import job #${id} finished with errors`);
  // What failed: each failed row, its cell and why.
  const failures = page.getByTestId('import-failure');
  await expect(failures).toHaveCount(3);
  for (const [i, row] of BAD_ROWS.entries()) await expect(failures.nth(i)).toHaveText(`Row ${row}, column E: ${IBAN_ERROR}`);
  // The errors file lists the failed rows (it downloads by itself only when the page saw the job
  // running; this one may have finished before the page opened).
  const [download] = await Promise.all([page.waitForEvent('download'), message.getByTestId('import-download-errors').click()]);
  const saved = path.resolve('test-results', `import-e2e-errors-${id}.xlsx`);
  await download.saveAs(saved);
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.readFile(saved);
  const rows: string[] = [];
  errors.worksheets[0]?.eachRow((r, n) => n > 1 && rows.push(String(r.getCell(1).value)));
  expect(rows).toEqual(BAD_ROWS.map(String));

  // The detail and the list show the same amounts: what the preview promised.
  const imported = `197 · ${GOOD_TOTAL} (${withFee})`;
  await expect(page.locator('[data-field="success"]')).toHaveText(imported);
  await expect(page.locator('[data-field="failed"]')).toHaveText(/^3 · €\d+\.\d{2}$/);
  const failedText = (await page.locator('[data-field="failed"]').textContent()) ?? '';
  await page.getByRole('menuitem', { name: 'Imports', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/imports$/);
  const row = page.getByTestId('import-row').filter({ hasText: path.basename(file) });
  await expect(row).toHaveAttribute('data-status', 'DONE');
  await expect(row).toContainText(imported);
  await expect(row).toContainText(failedText);
  await row.getByText(path.basename(file)).click();
  await expect(page).toHaveURL(new RegExp(`/manager/imports/${id}$`));
  await expect(page.locator('[data-field="success"]')).toHaveText(imported);

  const record = (await apiBody<{ data: ImportRecord }>(page, `manager/imports/${id}`)).data;
  expect(record).toMatchObject({ success_transactions_count: 197, failed_transactions_count: 3, success_transactions_amount: '393.68' });
  const pendingAfter = (await apiBody<{ meta: { total: number } }>(page, 'manager/transactions?mode=pending_transactions&per_page=1')).meta.total;
  expect(pendingAfter - pendingBefore).toBe(197);
});
