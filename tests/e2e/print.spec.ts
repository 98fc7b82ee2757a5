import { expect, test, type Page } from '@playwright/test';
import { pdfText } from './pdfText';
import { apiData, openAs } from './session';

type Tx = { id: number; name: string };

/** Words of the menus and buttons that must not reach the paper. */
const SCREEN_ONLY = ['Pending Transactions', 'Approved Transactions', 'Beneficiaries', 'Notifications', 'Wire confirmation', 'Repeat'];

/** Replaces the browser's print dialog with a counter, so a test can see that printing was asked for. */
const countPrints = (page: Page) =>
  page.evaluate(() => {
    const counter = { prints: 0 };
    Object.assign(window, { __prints: counter, print: () => void (counter.prints += 1) });
  });
/** The PDF's text without its spacing (Chromium places many glyphs one by one). */
const paperText = async (page: Page) => pdfText(await page.pdf({ format: 'A4' })).replace(/\s+/g, '');
const squash = (text: string) => text.replace(/\s+/g, '');
const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: { prints: number } }).__prints.prints);

test('the transaction page prints to PDF without menus or buttons, and its Print button prints the transaction alone', async ({ page }) => {
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.goto('/manager');
  const [withdrawal] = await apiData<Tx[]>(page, 'manager/transactions?mode=approved_transactions&type[]=withdrawal&per_page=1');
  expect(withdrawal).toBeDefined();
  const tx = withdrawal as Tx;
  await page.goto(`/manager/transactions/${tx.id}`);
  await expect(page.getByRole('heading', { name: tx.name })).toBeVisible();
  await expect(page.locator('[data-menu="main"]').getByText('Pending Transactions')).toBeVisible();

  // The print header carries the company's white label once it has loaded (it is drawn for paper only).
  await expect(page.locator('[data-print-only]').first()).toContainText('Acme Pay');

  // The whole page on paper: the transaction, the company's name, no menu, no buttons.
  const whole = await paperText(page);
  expect(whole).toContain(tx.name);
  expect(whole).toContain('AcmePay');
  for (const word of SCREEN_ONLY) expect(whole, word).not.toContain(squash(word));

  // Print: exactly the transaction's element, with the brand header above it.
  await countPrints(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await prints(page)).toBe(1);
  await expect(page.locator(`#transaction-${tx.id}`)).toHaveAttribute('data-print-target', '');
  const element = await paperText(page);
  expect(element).toContain(tx.name);
  for (const word of [...SCREEN_ONLY, 'Transaction']) expect(element, word).not.toContain(squash(word));
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('[data-print-target]')).toHaveCount(0);

  // An element that is not on the page: the message, and nothing printed.
  await page.evaluate((id) => document.getElementById(id)?.remove(), `transaction-${tx.id}`);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByText(`Element to print #transaction-${tx.id} not found!`)).toBeVisible();
  expect(await prints(page)).toBe(1);
});
