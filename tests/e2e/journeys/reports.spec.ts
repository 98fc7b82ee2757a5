import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiData as api, openAsColleague } from '../session';
import { typeDate } from './steps';

type Account = { id: number; name: string; currency: string };
type Tx = { source_reference: string; created_at: string };

/** A date of the browser's calendar as the date field holds it (YYYY-MM-DD). */
const isoDay = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

// The dates are typed in the order of an American browser (month, day, year).
test.use({ locale: 'en-US' });

test('journey 4: a manager asks for a report of typed dates, sees it become ready live, downloads it, and the bell clears once the notifications are open', async ({ page }) => {
  // Frames the portal's realtime socket receives: the status must arrive there, not only by polling.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  // A colleague of the demo manager: same company, and notifications of its own (none yet).
  await openAsColleague(page, 'manager@kontor.test');
  const accounts = await api<Account[]>(page, 'manager/bank-accounts?per_page=100');
  // An account with approved transactions: the report must hold a reference we know.
  let account: Account | undefined;
  let known: Tx | undefined;
  for (const a of accounts) {
    [known] = await api<Tx[]>(page, `manager/transactions?mode=approved_transactions&bank_account_id[]=${a.id}&per_page=1`);
    if (known) {
      account = a;
      break;
    }
  }
  expect(account, 'a demo account with approved transactions').toBeDefined();
  if (!account || !known) return;
  // From the first of January of the known transaction's year to today, typed as dates.
  const from = `${new Date(known.created_at).getFullYear()}-01-01`;
  const to = isoDay(new Date());

  await page.goto('/manager');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/manager\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New approved transactions report' });
  await form.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: `${account.name} (${account.currency})`, exact: true }).first().click();
  await form.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom dates' }).click();
  await typeDate(form.getByLabel('Date from'), from);
  await typeDate(form.getByLabel('Date to'), to);
  await expect(form.getByRole('combobox', { name: 'Format' })).toHaveText('CSV');
  await form.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByText('Processing will begin shortly')).toBeVisible();

  // The new report heads the list with the typed dates, and becomes ready without a reload.
  const row = page.getByTestId('report-row').first();
  await expect(row).toContainText(`${account.name} (${account.currency})`);
  // The days as the portal writes them in English (Jan 1, 2026), not ISO.
  const shown = (day: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  await expect(row).toContainText(shown(from));
  await expect(row).toContainText(shown(to));
  await expect(row).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 });
  await expect(row).toContainText('Ready');
  expect(frames.some((f) => f.includes('report.updated') && f.includes('DONE'))).toBe(true);
  expect(frames.some((f) => f.includes('notification.created') && f.includes('report.generated'))).toBe(true);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^report-\\d+-${from}-${to}\\.csv$`));
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toContain('Reference');
  expect(text).toContain(known.source_reference);

  // The notice arrived live: back at the top (the top bar slides away while the page scrolls down),
  // the bell counts it, and lists it with its download.
  await page.mouse.wheel(0, -5000);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications: 1');
  await bell.click();
  const popup = page.getByRole('region', { name: 'Notifications' });
  const notice = popup.getByTestId('notification-item').filter({ hasText: 'Report generated' });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Mark all read' })).toBeVisible();

  // Opening the notifications reads them: the badge goes, and the bell says no count.
  await popup.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/manager\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Report generated' })).toHaveCount(1);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  // Still read after a reload: the server keeps the read state.
  await page.reload();
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Report generated' })).toHaveCount(1);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
});
