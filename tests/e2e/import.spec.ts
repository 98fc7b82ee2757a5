import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { apiBody, confirmCode, openAsColleague } from './session';

type Account = { id: number; name: string; currency: string; available_balance: string; currency_unit: { currency_type: string } };

/** A valid German IBAN (mod-97 check digits) of a bank code and account number. */
const germanIban = (bban: string): string => {
  const digits = `${bban}131400`;
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
};

const BAD_ROWS = [11, 77, 150];

/** 200 SEPA payments of small distinct amounts; rows 11, 77 and 150 (sheet rows) carry a broken IBAN. */
const writeFile = async (file: string): Promise<void> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message']);
  const stamp = Date.now() % 1_000_000;
  for (let i = 0; i < 200; i += 1) {
    const sheetRow = i + 2;
    const ibanValue = BAD_ROWS.includes(sheetRow) ? 'DE00370400440532013000' : germanIban(`37040044${String(stamp * 1000 + i).padStart(10, '0')}`);
    ws.addRow([(1 + i / 100).toFixed(2), 'sepa', 'company', `E2E Payee ${i}`, ibanValue, 'DE', `E2E import ${stamp} #${i}`]);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await wb.xlsx.writeFile(file);
};

test('a manager imports 200 rows with 3 bad ones: preview, marked cells, two-factor create, live DONE with errors, errors file, 197 pending payments', async ({ page }) => {
  test.setTimeout(180_000);
  const file = path.resolve('test-results', `import-e2e-${Date.now()}.xlsx`);
  await writeFile(file);
  const me = await openAsColleague(page, 'manager@kontor.test');
  const accounts = (await apiBody<{ data: Account[] }>(page, 'manager/bank-accounts?per_page=100')).data;
  const account = accounts.find((a) => a.currency === 'EUR' && a.currency_unit.currency_type === 'fiat' && Number(a.available_balance) > 2000);
  expect(account, 'a demo EUR account with funds').toBeDefined();
  if (!account) return;
  const pendingBefore = (await apiBody<{ meta: { total: number } }>(page, 'manager/transactions?mode=pending_transactions&per_page=1')).meta.total;

  await page.goto('/manager/payments/import');
  await expect(page.getByText('Upload you file here. (Only xlsx files are allowed)')).toBeVisible();
  await expect(page.getByTestId('import-submit')).toBeDisabled();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${account.name} · `) }).first().click();
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('import-grid')).toBeVisible();
  await expect(page.locator('[data-cell="E201"]')).toBeVisible();

  await page.getByTestId('import-submit').click();
  await expect(page.locator('[data-stat="transactions"]')).toHaveText('197');
  await expect(page.getByTestId('import-stats')).toContainText('Total Amount With Fee');
  await expect(page.locator('[data-error="true"]')).toHaveCount(3);
  for (const row of BAD_ROWS) await expect(page.locator(`[data-cell="E${row}"]`)).toHaveAttribute('data-error', 'true');

  // Nothing fixed: the second submit creates the import, confirmed with a fresh code.
  await page.getByTestId('import-submit').click();
  await confirmCode(page, me);
  await expect(page).toHaveURL(/\/manager\/imports\/\d+$/, { timeout: 30_000 });
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  // Live, without a reload: the job runs to DONE with errors.
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'DONE', { timeout: 60_000 });
  await expect(page.getByTestId('import-message')).toContainText(`Import job #${id} finished with errors`);
  const download = page.waitForEvent('download');
  await page.getByTestId('import-message').getByTestId('import-download-errors').click();
  const saved = path.resolve('test-results', `import-e2e-errors-${id}.xlsx`);
  await (await download).saveAs(saved);
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.readFile(saved);
  const rows: string[] = [];
  errors.worksheets[0]?.eachRow((r, n) => n > 1 && rows.push(String(r.getCell(1).value)));
  expect(rows).toEqual(BAD_ROWS.map(String));

  const record = (await apiBody<{ data: { success_transactions_count: number; failed_transactions_count: number } }>(page, `manager/imports/${id}`)).data;
  expect(record).toMatchObject({ success_transactions_count: 197, failed_transactions_count: 3 });
  const pendingAfter = (await apiBody<{ meta: { total: number } }>(page, 'manager/transactions?mode=pending_transactions&per_page=1')).meta.total;
  expect(pendingAfter - pendingBefore).toBe(197);
});
