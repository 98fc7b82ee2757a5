import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { apiBody, openAsColleague } from '../session';
import { confirmCodeIn, translator } from './steps';

// Issue 43, the import's result as a person in German reads it: a failed row of 10 € counts 10 €, the
// page says the errors file was downloaded only when it was, and no "processing will begin" toast
// stays beside "finished". The upload label is correct English (checked in importPayments.spec.ts).
test.use({ locale: 'de-DE' });

const t = translator(de);
type Account = { id: number; name: string; currency: string; available_balance: string; currency_unit: { currency_type: string } };

/** Two SEPA payments: 5,00 € to a valid IBAN, 10,00 € to one whose check digits are wrong. */
const writeFile = async (file: string): Promise<void> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message']);
  ws.addRow(['5.00', 'sepa', 'company', 'E2E Zahlungsempfänger', 'DE89370400440532013000', 'DE', `E2E Ergebnis ${Date.now()}`]);
  ws.addRow(['10.00', 'sepa', 'company', 'E2E Falsche IBAN', 'DE00370400440532013000', 'DE', `E2E Ergebnis ${Date.now()}`]);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await wb.xlsx.writeFile(file);
};

test('Import (Deutsch): a failed 10 € row counts 10 €; "downloaded" only when it was; no "processing" toast beside the result', async ({ page }) => {
  // Every toast the page shows, as it appears (a toast that goes after a few seconds is still seen).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.MuiSnackbar-root')) if (!seen.includes(el.textContent ?? '')) seen.push(el.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  const file = path.resolve('test-results', `import-result-${Date.now()}.xlsx`);
  await writeFile(file);
  const me = await openAsColleague(page, 'manager@kontor.test');
  const accounts = (await apiBody<{ data: Account[] }>(page, 'manager/bank-accounts?per_page=100')).data;
  const account = accounts.find((a) => a.currency === 'EUR' && a.currency_unit.currency_type === 'fiat' && Number(a.available_balance) > 100);
  expect(account, 'a demo EUR account with funds').toBeDefined();
  if (!account) return;

  await page.goto('/manager/payments/import');
  await expect(page.getByText(t('app.imports.form.upload_label'))).toBeVisible();
  await page.getByRole('combobox', { name: t('app.imports.form.bank_account') }).click();
  await page.getByRole('option', { name: new RegExp(`^${account.name} · `) }).first().click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(t('app.imports.form.choose_file')).click();
  await (await chooser).setFiles(file);
  await page.getByTestId('import-submit').click();
  await expect(page.locator('[data-stat="transactions"]')).toHaveText('1');
  await page.getByTestId('import-submit').click();
  await confirmCodeIn(page, t, me);
  await expect(page).toHaveURL(/\/manager\/imports\/\d+$/, { timeout: 30_000 });
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'DONE', { timeout: 60_000 });
  await expect(page.getByTestId('import-message')).toContainText(t('app.imports.messages.errors_title', { id }));
  // The failed row is the 10 € it asked for, not "1 · 0,00 €".
  const tenEuros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(10);
  await expect(page.locator('[data-field="failed"]')).toHaveText(`1 · ${tenEuros}`);
  // "Downloaded" exactly when the file came (the page downloads it when it saw the job run).
  const note = page.getByTestId('import-errors-file-note');
  if (downloads.length > 0) await expect(note).toHaveText(t('app.imports.messages.errors_downloaded'));
  else await expect(note).toHaveText(t('app.imports.messages.errors_download_hint'));
  // No toast says processing will begin once the page says how it ended.
  const toasts = await page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);
  expect(toasts.filter((text) => text.includes(t('app.imports.messages.created')))).toEqual([]);

  // Opened again later, nothing is downloaded, and the page says where the file is.
  const before = downloads.length;
  await page.reload();
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'DONE');
  await expect(note).toHaveText(t('app.imports.messages.errors_download_hint'));
  await expect(page.getByTestId('import-message').getByRole('button', { name: t('app.imports.download_errors') })).toBeVisible();
  expect(downloads.length).toBe(before);
  expect(await page.getByText(t('app.imports.messages.errors_downloaded')).count()).toBe(0);
});
