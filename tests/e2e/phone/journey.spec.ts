import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmCode, pageToken } from '../session';
import { DEMO_PASSWORD, freshCode } from '../otp';
import { colleagueOf } from '../people';
import { PHONE_VIEWPORT } from '../paths';
import { realtimeSubscribed } from '../journeys/steps';

/**
 * A manager's day on a phone (the phone project: 390 × 844, touch): signs in with two-factor, sends
 * a transfer, browses and filters the approved transactions, opens one, and logs out through the
 * user menu — by touch, through the user menu and the /menu page, never a desktop-only control.
 * A colleague of the demo manager (./people.ts) has its own two-factor codes.
 */

const openUserMenu = async (page: Page) => {
  await page.getByRole('button', { name: /User menu$/ }).tap();
  await expect(page.getByRole('menu')).toBeVisible();
};

/** From any page: the user menu's "All menus", then an entry of one of the menus on /menu. */
const viaMenuPage = async (page: Page, section: string, entry: string) => {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'All menus' }).tap();
  await expect(page).toHaveURL(/\/menu$/);
  await page.locator(`[data-menu-section="${section}"]`).getByRole('link', { name: entry, exact: true }).tap();
};

/** The element's box lies on the first screen, left to right and top to bottom. */
const onFirstScreen = async (element: Locator) => {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
};

test('on a phone a manager signs in with two-factor, sends a transfer, filters approved transactions, opens one and logs out', async ({ page }) => {
  const me = colleagueOf('manager@kontor.test');
  const listening = realtimeSubscribed(page);

  // Sign-in: the six-digit code brings the numeric keyboard and the phone's one-time-code autofill.
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(me);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toBeVisible();
  const firstDigit = page.getByRole('textbox', { name: /^Digit 1/ });
  await expect(firstDigit).toHaveAttribute('inputmode', 'numeric');
  await expect(firstDigit).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(firstDigit).toBeFocused();
  await page.keyboard.type(await freshCode(me));
  await expect(page).toHaveURL(/\/manager$/);
  // The app bar: the menu button, the brand, the bell and the user menu, all on screen.
  const header = await page.locator('header button:visible, header a:visible').evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().right));
  for (const right of header) expect(right).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

  // A second EUR account gives the transfer between own accounts a destination. It is opened once the
  // portal listens to the company's channel (the realtime client loads after the first reads), so the
  // account list hears of it.
  await listening;
  const token = await pageToken(page);
  const opened = await page.request.post('/api/v1/manager/bank-accounts', { headers: { Authorization: `Bearer ${token}` }, data: { currency: 'EUR', name: 'Phone second EUR' } });
  expect(opened.status()).toBeLessThan(300);

  // A transfer, reached through the menu page; the amount field brings the decimal keyboard.
  await viaMenuPage(page, 'main', 'Transfer');
  await expect(page).toHaveURL(/\/manager\/payments\/transfer\/create/);
  const amount = page.locator('input[name="amount"]');
  await expect(amount).toHaveAttribute('inputmode', 'decimal');
  await amount.tap();
  await page.keyboard.type('7.25');
  await expect(page.getByTestId('total-amount')).toHaveText(/7\.25/);
  const send = page.getByRole('button', { name: 'Send payment' });
  await send.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('total-amount')).toBeInViewport();
  await send.tap();
  await confirmCode(page, me);
  await expect(page.getByTestId('created-transaction')).toBeVisible({ timeout: 60_000 });

  // The approved transactions: a simple list whose first row is on the first screen.
  await viaMenuPage(page, 'main', 'Approved Transactions');
  await expect(page).toHaveURL(/\/manager\/transactions\/approved_transactions/);
  // react-admin's <SimpleList>: each row is a button that opens its transaction.
  const rows = page.getByRole('listitem').getByRole('button', { name: /Completed/ });
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await onFirstScreen(rows.first());
  // A row reads: counterparty, date, the amount with its sign and currency, the status.
  await expect(rows.first()).toContainText(/[+-]\s?(€|\$|£|[\d])/);
  await expect(rows.first()).toContainText(/Completed/);

  // Filters are behind the filter button: the period, current year.
  await page.getByRole('button', { name: 'Add filter' }).tap();
  await page.getByRole('menuitemcheckbox', { name: 'Period' }).tap();
  await page.getByRole('combobox', { name: 'Period' }).tap();
  await page.getByRole('option', { name: 'Current year' }).tap();
  await expect(page).toHaveURL(/current_year/);
  await expect(rows.first()).toBeVisible();
  // Paging and export are still there.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: /next page/i })).toBeAttached();

  // One transaction opens from its row.
  await rows.first().tap();
  await expect(page).toHaveURL(/\/manager\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();

  // Logout through the user menu.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).tap();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('kontor_banking_token'))).toBeNull();
});
