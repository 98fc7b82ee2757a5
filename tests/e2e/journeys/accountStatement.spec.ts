import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import de from '../../../src/portal/i18n/de';
import { pdfText } from '../pdfText';
import { apiData as api, openAsColleague } from '../session';
import { translator } from './steps';

// Issue 43: a German manager in Berlin asks for the statement of the EUR account in CSV, Excel and
// PDF. Each shows the movements in the account's own currency with that account's balance (a
// TRX→EUR conversion shows the euros credited), Berlin times written the German way, type names
// instead of codes; the PDF is a typeset statement under the brand.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
const t = translator(de);

type Account = { id: number; name: string; currency: string };
type Tx = { id: number; source_reference: string; currency: string; to_currency: string | null; to_amount: string | null; log_created_at: string; bank_account_id: number; to_account_id: number };

const berlin = (iso: string): string =>
  new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
const german = (decimal: string): string => new Intl.NumberFormat('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(decimal));

/** Asks for a report of all time in `format` through the form, waits until it is ready and downloads it. */
const reportFile = async (page: Page, account: Account, format: string): Promise<Buffer> => {
  const form = page.getByRole('form', { name: t('app.reporting.reports.create_title') });
  await form.getByRole('combobox', { name: t('app.reporting.reports.bank_account') }).click();
  await page.getByRole('option', { name: `${account.name} (${account.currency})`, exact: true }).click();
  await form.getByRole('combobox', { name: t('app.reporting.reports.period') }).click();
  await page.getByRole('option', { name: t('app.money.periods.total') }).click();
  await form.getByRole('combobox', { name: t('app.reporting.reports.format') }).click();
  await page.getByRole('option', { name: t(`app.reporting.reports.formats.${format}`) }).click();
  await form.getByRole('button', { name: t('app.reporting.reports.submit') }).click();
  const row = page.getByTestId('report-row').first();
  await expect(row).toContainText(t(`app.reporting.reports.formats.${format}`));
  await expect(row).toHaveAttribute('data-status', 'DONE', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: t('app.reporting.reports.download') }).click()]);
  return fs.readFileSync(await download.path());
};

test('Kontoauszug (Deutsch, Berlin): CSV, Excel und PDF zeigen jede Bewegung in der Kontowährung mit dem Kontosaldo', async ({ page }) => {
  test.setTimeout(300_000);
  await openAsColleague(page, 'manager@kontor.test');
  const accounts = await api<Account[]>(page, 'manager/bank-accounts?per_page=100');
  const eur = accounts.find((a) => a.currency === 'EUR' && /EUR/.test(a.name));
  expect(eur, 'the demo EUR account').toBeDefined();
  if (!eur) return;
  // A conversion from the Tron wallet into the EUR account (the demo data has them).
  const converts = await api<Tx[]>(page, `manager/transactions?mode=approved_transactions&type[]=convert&bank_account_id[]=${eur.id}&per_page=100`);
  const conversion = converts.find((c) => c.currency === 'TRX' && c.to_currency === 'EUR' && c.to_account_id === eur.id);
  expect(conversion, 'a TRX→EUR conversion into the EUR account').toBeDefined();
  if (!conversion?.to_amount) return;

  await page.goto('/manager');
  await page.getByRole('menuitem', { name: t('app.routes.reports') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('app.routes.reports') })).toBeVisible();

  // CSV: German headers naming the time zone, the conversion as the euros credited with the EUR balance.
  const csv = (await reportFile(page, eur, 'csv')).toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Datum (Europe/Berlin),ID,Art,Konto,Von Konto,An Konto,Auftraggeber,Empfänger,Status,Betrag,Gebühr,Währung,Saldo,Referenz,Gebührenart,Verwendungszweck');
  const line = csv.find((l) => l.includes(conversion.source_reference)) ?? '';
  expect(line.startsWith(`"${berlin(conversion.log_created_at)}",${conversion.id},${t('app.money.types.convert')},${eur.name},`)).toBe(true);
  // Amount, fee, currency, balance: euros (two decimals), not the Tron amount nor the wallet's balance.
  expect(line).toMatch(new RegExp(`,${t('app.money.statuses.approved')},${conversion.to_amount.replace('.', '\\.')},0\\.00,EUR,-?\\d+\\.\\d{2},${conversion.source_reference},`));

  // Excel: the same, with typed cells.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await reportFile(page, eur, 'xlsx')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  if (!sheet) return;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const col = (name: string) => headers.indexOf(name);
  let found = 0;
  sheet.eachRow((row) => {
    if (row.getCell(col('Referenz')).value !== conversion.source_reference) return;
    found += 1;
    expect(row.getCell(col('Art')).value).toBe(t('app.money.types.convert'));
    expect(row.getCell(col('Betrag')).value).toBe(Number(conversion.to_amount));
    expect(row.getCell(col('Währung')).value).toBe('EUR');
    expect(row.getCell(col('Datum (Europe/Berlin)')).numFmt).toBe('dd.mm.yyyy hh:mm');
  });
  expect(found).toBe(1);

  // PDF: a statement under the brand, in German, a table of movements rather than a dump of fields.
  const pdf = pdfText(await reportFile(page, eur, 'pdf'));
  for (const words of ['Kontoauszug', eur.name, 'Anfangssaldo', 'Endsaldo', 'Betrag (EUR)', 'Saldo (EUR)', 'Seite 1', conversion.source_reference, german(conversion.to_amount), berlin(conversion.log_created_at)]) {
    expect(pdf, words).toContain(words);
  }
  expect(pdf).not.toContain('|');
  expect(pdf).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  expect(pdf).not.toMatch(/\b(convert|withdrawal|deposit)\b/);
});
