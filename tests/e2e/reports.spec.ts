import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiData as api, openAs } from './session';

type Account = { id: number; name: string; currency: string };
type Tx = { source_reference: string };

test('a manager creates a CSV report, sees it become ready live, downloads it and finds the notice in the top bar', async ({ page }) => {
  // Frames the portal's realtime socket receives: the status must arrive there, not only by polling.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.goto('/manager');
  const accounts = await api<Account[]>(page, 'manager/bank-accounts?per_page=100');
  // An account with approved transactions: the report must hold a reference we know.
  let account: Account | undefined;
  let reference = '';
  for (const a of accounts) {
    const txs = await api<Tx[]>(page, `manager/transactions?mode=approved_transactions&bank_account_id[]=${a.id}&per_page=1`);
    if (txs[0]) {
      account = a;
      reference = txs[0].source_reference;
      break;
    }
  }
  expect(account, 'a demo account with approved transactions').toBeDefined();
  if (!account) return;

  await page.goto('/manager/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: `${account.name} (${account.currency})`, exact: true }).first().click();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Total' }).click();
  await expect(page.getByRole('combobox', { name: 'Format' })).toHaveText('CSV');
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByText('Processing will begin shortly')).toBeVisible();

  const row = page.getByTestId('report-row').first();
  await expect(row).toContainText(account.name);
  await expect(row).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 });
  await expect(row).toContainText('Ready');
  expect(frames.some((f) => f.includes('report.updated') && f.includes('DONE'))).toBe(true);
  expect(frames.some((f) => f.includes('notification.created') && f.includes('report.generated'))).toBe(true);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-\d+-all-time\.csv$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain('Reference');
  expect(text).toContain(reference);

  await page.getByTestId('notification-bell').click();
  const notice = page.getByTestId('notification-item').filter({ hasText: 'Report generated' }).first();
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Download' })).toBeVisible();
});
